import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatientProfileUpdate, PatientRecord } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { myPatientQuery } from './my-patient';

/** PUT /api/v1/patients/{id}: name, phone, date of birth and sex. */
export const updatePatient = (patientId: string, body: PatientProfileUpdate) => api.put<PatientRecord>(`/api/v1/patients/${patientId}`, body);

export function useUpdatePatient(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientProfileUpdate) => updatePatient(patientId, body),
    onSuccess: async (record) => {
      client.setQueryData(myPatientQuery().queryKey, record);
      await client.invalidateQueries({ queryKey: ['patients', patientId] });
    },
  });
}
