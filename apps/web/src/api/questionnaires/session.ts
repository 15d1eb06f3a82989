import { apiPaths, type Question, type QuestionnaireSession, type QuestionnaireSessionType } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** Every query of questionnaires (analyses, recommendations, histories, updates) lives under this key. */
export const QUESTIONNAIRES_KEY = ['questionnaire'] as const;

export type StartReply = { session_id: string; session: QuestionnaireSession; current_question: Question | null };

/** POST /questionnaires: starts a session of this type (the server resumes an unfinished diagnostic one). */
export const startSession = (sessionType: QuestionnaireSessionType) => api.post<StartReply>(apiPaths.questionnaires, { session_type: sessionType });

/** GET /questionnaires/{id}: one session. */
export const getSession = (id: string) => api.get<{ session: QuestionnaireSession }>(apiPaths.questionnaire(id)).then((d) => d.session);
