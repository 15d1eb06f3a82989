import { queryOptions, useQuery } from '@tanstack/react-query';
import { interpretationListReplySchema, type ResultsInterpretation } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { readReply } from './read-reply';

/** GET /api/v1/questionnaires/{id}/interpretations: what lab results changed in this assessment, newest first. */
export const getSessionInterpretations = async (sessionId: string): Promise<ResultsInterpretation[]> =>
  readReply(interpretationListReplySchema, await api.get<unknown>(`/api/v1/questionnaires/${encodeURIComponent(sessionId)}/interpretations`))
    .interpretations;

export const sessionInterpretationsQuery = (sessionId: string) =>
  queryOptions({ queryKey: ['questionnaire', sessionId, 'interpretations'], queryFn: () => getSessionInterpretations(sessionId) });

export const useSessionInterpretations = (sessionId: string) => useQuery(sessionInterpretationsQuery(sessionId));
