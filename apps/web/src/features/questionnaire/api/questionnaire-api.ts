import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  Analysis,
  AnswerValue,
  NextQuestionReply,
  Question,
  QuestionnaireSession,
  QuestionnaireSessionType,
  Recommendation,
  TextUnderstood,
} from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** The questionnaire calls of brief §7; every reply is the API envelope's `data`. */
export type StartReply = { session_id: string; session: QuestionnaireSession; current_question: Question | null };
export type SubmitReply = {
  session: QuestionnaireSession;
  is_complete: boolean;
  next_question: Question | null;
  insights: Analysis['insights'];
  findings: Analysis['findings'];
  /** For a free-text answer, whether it could be read; null otherwise. */
  text_understood: TextUnderstood | null;
};
export type AiInterface = { title: string; description: string; capabilities: Record<string, boolean> };

export const base = '/api/v1/questionnaires';

export const startSession = (sessionType: QuestionnaireSessionType) => api.post<StartReply>(base, { session_type: sessionType });
export const getSession = (id: string) => api.get<{ session: QuestionnaireSession }>(`${base}/${id}`).then((d) => d.session);
/** The question being asked (null once complete), with the engine's estimate of what is left beside it. */
export const getNextQuestion = (id: string) => api.get<NextQuestionReply>(`${base}/${id}/questions/next`).then((d) => d.question);
export const submitResponse = (id: string, questionId: string, response: AnswerValue) =>
  api.post<SubmitReply>(`${base}/${id}/responses`, { question_id: questionId, response });
/** The patient removes a finding misread from their free text; the server replays without it. */
export const removeFinding = (id: string, findingId: string) =>
  api.delete<SubmitReply>(`${base}/${id}/findings/${encodeURIComponent(findingId)}`);
export const getAnalysis = (id: string) => api.get<{ analysis: Analysis }>(`${base}/${id}/analysis`).then((d) => d.analysis);
export const getRecommendations = (id: string) =>
  api.get<{ recommendations: Recommendation[] }>(`${base}/${id}/recommendations`).then((d) => d.recommendations);

export const analysisQuery = (id: string) => queryOptions({ queryKey: ['questionnaire', id, 'analysis'], queryFn: () => getAnalysis(id) });
export const recommendationsQuery = (id: string) =>
  queryOptions({ queryKey: ['questionnaire', id, 'recommendations'], queryFn: () => getRecommendations(id) });
export const historyQuery = (userId: string) =>
  queryOptions({
    queryKey: ['questionnaire', 'history', userId],
    queryFn: () => api.get<{ sessions: QuestionnaireSession[] }>(`${base}/user/${userId}/history`).then((d) => d.sessions),
  });
export const aiInterfaceQuery = () => queryOptions({ queryKey: ['ai', 'interface'], queryFn: () => api.get<AiInterface>('/api/v1/ai/questionnaire'), retry: false });

/** 'Order Tests': every recommended test into the cart (adding an existing test raises its quantity). */
export function useOrderRecommended() {
  return useMutation({
    mutationFn: async (tests: Recommendation[]) => {
      for (const test of tests) await api.post('/api/v1/cart/lines', { testId: test.test_id });
    },
  });
}

/** 'Schedule Consultation': a request to the patient's doctor, about this session. */
export function useRequestConsultation() {
  return useMutation({ mutationFn: (sessionId: string) => api.post('/api/v1/consultations', { session_id: sessionId }) });
}
