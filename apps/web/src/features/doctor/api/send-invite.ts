import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invite, InviteChannel } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** POST /api/v1/patients/{id}/invites: a new questionnaire link (earlier open links stop working). */
export function useSendInvite(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channel: InviteChannel) => api.post<Invite>(`/api/v1/patients/${patientId}/invites`, { channel }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['patients'] });
    },
  });
}
