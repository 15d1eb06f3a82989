import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './list-notifications';

export const markNotificationRead = (id: string) =>
  api.post<{ done: true }>(`/api/v1/notifications/${id}/read`, {});

/** Marks one notification read, then refreshes every notification list. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
