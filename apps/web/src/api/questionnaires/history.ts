import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type QuestionnaireSession } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { QUESTIONNAIRES_KEY } from './session';

/** GET /questionnaires/user/{id}/history: a user's sessions, newest first (a patient record's id is accepted for the user's). */
export const getQuestionnaireHistory = (userId: string) =>
  api.get<{ sessions: QuestionnaireSession[] }>(apiPaths.questionnaireHistory(userId)).then((d) => d.sessions);

/** One key for My Results, the assessment cards and the doctor's patient page. */
export const questionnaireHistoryQuery = (userId: string) =>
  queryOptions({ queryKey: [...QUESTIONNAIRES_KEY, 'history', userId], queryFn: () => getQuestionnaireHistory(userId) });
