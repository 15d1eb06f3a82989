import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CreatePatientRequest, type PatientCreated } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { PATIENTS_KEY } from './my-patient';

/** POST /patients: the patient and, with `sendBy`, their invitation, in one step. */
export const createPatient = (body: CreatePatientRequest) => api.post<PatientCreated>(apiPaths.patients, body);

/** The lists and the doctor's figures are under the patients' key: one invalidation refreshes both. */
export function useCreatePatient() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPatient, onSuccess: () => client.invalidateQueries({ queryKey: PATIENTS_KEY }) });
}
