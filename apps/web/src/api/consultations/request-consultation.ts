import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { CONSULTATIONS_KEY } from './pending-consultations';

/** POST /consultations: 'Schedule Consultation', a request to the patient's doctor about this session. */
export const requestConsultation = (sessionId: string) => api.post<unknown>(apiPaths.consultations, { session_id: sessionId });

export function useRequestConsultation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: requestConsultation, onSuccess: () => client.invalidateQueries({ queryKey: CONSULTATIONS_KEY }) });
}
