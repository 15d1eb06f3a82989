import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type NextQuestionReply } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { QUESTIONNAIRES_KEY } from './session';

/** GET /questionnaires/opening: the first question of a new AI session and what is left — nothing is started on the server. */
export const fetchAiOpening = () => api.get<NextQuestionReply>(`${apiPaths.questionnaireOpening}?session_type=ai_guided`);

/**
 * The AI page's opening, read once per attempt ("Start New Questionnaire" counts one up). The
 * session itself starts with the first answer, so opening the page leaves nothing on any chart.
 */
export const aiOpeningQuery = (attempt: number) =>
  queryOptions({ queryKey: [...QUESTIONNAIRES_KEY, 'ai-opening', attempt], queryFn: fetchAiOpening, retry: false, staleTime: Infinity, gcTime: 0 });
