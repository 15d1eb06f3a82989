import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAlerts } from '../../../lib/alert-queries';

export const markNotificationRead = (id: string) =>
  api.post<{ done: true }>(`/api/v1/notifications/${id}/read`, {});

/** Marks one notification read, then refreshes every notification list. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => refreshAlerts(client),
  });
}
