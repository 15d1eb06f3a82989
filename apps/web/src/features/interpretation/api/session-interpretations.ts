import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, interpretationListReplySchema, type ResultsInterpretation } from '@labwise/domain';
import { QUESTIONNAIRES_KEY } from '../../../api/questionnaires/session';
import { api } from '../../../lib/api-client';
import { readReply } from './read-reply';

/** GET /questionnaires/{id}/interpretations: what lab results changed in this assessment, newest first. */
export const getSessionInterpretations = async (sessionId: string): Promise<ResultsInterpretation[]> =>
  readReply(interpretationListReplySchema, await api.get<unknown>(apiPaths.questionnaireInterpretations(sessionId)))
    .interpretations;

export const sessionInterpretationsQuery = (sessionId: string) =>
  queryOptions({ queryKey: [...QUESTIONNAIRES_KEY, sessionId, 'interpretations'], queryFn: () => getSessionInterpretations(sessionId) });

export const useSessionInterpretations = (sessionId: string) => useQuery(sessionInterpretationsQuery(sessionId));
