import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePatientRequest, PatientCreated } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** POST /api/v1/patients: the patient and, with `sendBy`, their invitation, in one step. */
export function useCreatePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePatientRequest) => api.post<PatientCreated>('/api/v1/patients', body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['patients'] });
      await client.invalidateQueries({ queryKey: ['doctor', 'stats'] });
    },
  });
}
