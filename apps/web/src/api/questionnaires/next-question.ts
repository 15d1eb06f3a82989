import { apiPaths, type NextQuestionReply } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** GET /questionnaires/{id}/questions/next: the question being asked (null once complete), with the engine's estimate of what is left beside it. */
export const getNextQuestion = (id: string) => api.get<NextQuestionReply>(apiPaths.questionnaireNextQuestion(id)).then((d) => d.question);
