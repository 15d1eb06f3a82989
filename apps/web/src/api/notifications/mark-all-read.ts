import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type MarkAllRead } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { refreshAlerts } from './refresh-alerts';

/** POST /notifications/read-all. */
export const markAllNotificationsRead = () => api.post<MarkAllRead>(apiPaths.notificationsReadAll, {});

/** Marks every unread notification of the caller read, then refreshes every notification list. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess: () => refreshAlerts(client) });
}
