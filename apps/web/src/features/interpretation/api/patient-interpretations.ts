import { queryOptions, useQuery } from '@tanstack/react-query';
import { interpretationListReplySchema, type ResultsInterpretation } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { readReply } from './read-reply';

/** GET /api/v1/patients/{id}/interpretations: every assessment update of one patient, newest first (their doctor). */
export const getPatientInterpretations = async (patientId: string): Promise<ResultsInterpretation[]> =>
  readReply(interpretationListReplySchema, await api.get<unknown>(`/api/v1/patients/${encodeURIComponent(patientId)}/interpretations`))
    .interpretations;

export const patientInterpretationsQuery = (patientId: string) =>
  queryOptions({ queryKey: ['patients', 'interpretations', patientId], queryFn: () => getPatientInterpretations(patientId) });

export const usePatientInterpretations = (patientId: string) => useQuery(patientInterpretationsQuery(patientId));
