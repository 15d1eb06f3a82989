import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { refreshAlerts } from './refresh-alerts';

/** POST /notifications/{id}/read. */
export const markNotificationRead = (id: string) => api.post<{ done: true }>(apiPaths.notificationRead(id), {});

/** Marks one notification read (the bell, or Acknowledge on an alert), then refreshes everything an alert counts in. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, onSuccess: () => refreshAlerts(client) });
}
