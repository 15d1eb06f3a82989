import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type PatientDetail } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { PATIENTS_KEY } from './my-patient';

/** GET /patients/{id}: one of the doctor's patients (another doctor's answers 404). */
export const fetchPatientDetail = (id: string) => api.get<PatientDetail>(apiPaths.patient(id));

export const patientDetailQuery = (id: string) => queryOptions({ queryKey: [...PATIENTS_KEY, 'detail', id], queryFn: () => fetchPatientDetail(id) });
