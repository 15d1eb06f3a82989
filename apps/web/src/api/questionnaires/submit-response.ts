import { apiPaths, type Analysis, type AnswerValue, type Question, type QuestionnaireSession, type TextUnderstood } from '@labwise/domain';
import { api } from '../../lib/api-client';

export type SubmitReply = {
  session: QuestionnaireSession;
  is_complete: boolean;
  next_question: Question | null;
  insights: Analysis['insights'];
  findings: Analysis['findings'];
  /** For a free-text answer, whether it could be read; null otherwise. */
  text_understood: TextUnderstood | null;
};

/** POST /questionnaires/{id}/responses: one answer; the reply carries the next question and the live insights. */
export const submitResponse = (id: string, questionId: string, response: AnswerValue) =>
  api.post<SubmitReply>(apiPaths.questionnaireResponses(id), { question_id: questionId, response });
