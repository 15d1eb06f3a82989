import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAllRead } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { refreshAlerts } from '../../../lib/alert-queries';

export const markAllNotificationsRead = () => api.post<MarkAllRead>('/api/v1/notifications/read-all', {});

/** Marks every unread notification of the caller read, then refreshes every notification list. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => refreshAlerts(client),
  });
}
