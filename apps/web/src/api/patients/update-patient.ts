import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type PatientProfileUpdate, type PatientRecord } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { myPatientQuery, PATIENTS_KEY } from './my-patient';

/** PUT /patients/{id}: name, phone, date of birth and sex. */
export const updatePatient = (patientId: string, body: PatientProfileUpdate) => api.put<PatientRecord>(apiPaths.patient(patientId), body);

/** The patient edits their own record: the answer replaces the cached record, and what hangs on it is refreshed. */
export function useUpdatePatient(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientProfileUpdate) => updatePatient(patientId, body),
    onSuccess: async (record) => {
      client.setQueryData(myPatientQuery().queryKey, record);
      await client.invalidateQueries({ queryKey: [...PATIENTS_KEY, patientId] });
    },
  });
}
