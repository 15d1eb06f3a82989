import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, interpretationListReplySchema, type ResultsInterpretation } from '@labwise/domain';
import { PATIENTS_KEY } from '../../../api/patients/my-patient';
import { api } from '../../../lib/api-client';
import { readReply } from './read-reply';

/** GET /patients/{id}/interpretations: every assessment update of one patient, newest first (their doctor). */
export const getPatientInterpretations = async (patientId: string): Promise<ResultsInterpretation[]> =>
  readReply(interpretationListReplySchema, await api.get<unknown>(apiPaths.patientInterpretations(patientId)))
    .interpretations;

export const patientInterpretationsQuery = (patientId: string) =>
  queryOptions({ queryKey: [...PATIENTS_KEY, 'interpretations', patientId], queryFn: () => getPatientInterpretations(patientId) });

export const usePatientInterpretations = (patientId: string) => useQuery(patientInterpretationsQuery(patientId));
