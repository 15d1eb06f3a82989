import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type PatientConsentRequest, type PatientRecord } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { myPatientQuery, PATIENTS_KEY } from './my-patient';

/** POST /patients/me/consent: date of birth, sex at birth and consent (creates the record when missing). */
export const giveConsent = (body: PatientConsentRequest) => api.post<PatientRecord>(apiPaths.myPatientConsent, body);

export function useGiveConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: giveConsent,
    onSuccess: async (record) => {
      client.setQueryData(myPatientQuery().queryKey, record);
      // The record itself is the answer; what is derived from it is asked again.
      await client.invalidateQueries({ queryKey: PATIENTS_KEY, predicate: (q) => q.queryKey[1] !== 'me' });
    },
  });
}
