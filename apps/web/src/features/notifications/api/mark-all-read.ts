import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAllRead } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './list-notifications';

export const markAllNotificationsRead = () => api.post<MarkAllRead>('/api/v1/notifications/read-all', {});

/** Marks every unread notification of the caller read, then refreshes every notification list. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
