import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatientConsentRequest, PatientRecord } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { myRecordQuery, onboardingRecordQuery } from './my-record';

/** POST /api/v1/patients/me/consent: date of birth, sex at birth and consent (creates the record when missing). */
export function useGiveConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientConsentRequest) => api.post<PatientRecord>('/api/v1/patients/me/consent', body),
    onSuccess: async (record) => {
      client.setQueryData(myRecordQuery().queryKey, record);
      client.setQueryData(onboardingRecordQuery().queryKey, record);
      await client.invalidateQueries({ queryKey: ['patients'], predicate: (q) => q.queryKey[1] !== 'me' });
    },
  });
}
