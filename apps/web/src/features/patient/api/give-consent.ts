import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatientConsentRequest, PatientRecord } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { myPatientQuery } from './my-patient';

/** POST /api/v1/patients/me/consent: date of birth, sex at birth and consent, once. */
export function useGiveConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientConsentRequest) => api.post<PatientRecord>('/api/v1/patients/me/consent', body),
    onSuccess: async (record) => {
      client.setQueryData(myPatientQuery().queryKey, record);
      await client.invalidateQueries({ queryKey: ['patients'] });
    },
  });
}
