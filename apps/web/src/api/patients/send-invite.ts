import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type Invite, type InviteChannel } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { PATIENTS_KEY } from './my-patient';

/** POST /patients/{id}/invites: a new questionnaire link (earlier open links stop working). */
export const sendInvite = (patientId: string, channel: InviteChannel) => api.post<Invite>(apiPaths.patientInvites(patientId), { channel });

export function useSendInvite(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channel: InviteChannel) => sendInvite(patientId, channel),
    onSuccess: () => client.invalidateQueries({ queryKey: PATIENTS_KEY }),
  });
}
