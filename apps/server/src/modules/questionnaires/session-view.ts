import { safetyNetFor, type ClinicalEngine, type InterviewState } from '@labwise/clinical';
import {
  NOT_A_DIAGNOSIS_NOTICE,
  type Analysis,
  type AnswerValue,
  type QuestionnaireSession,
  type QuestionnaireSessionType,
  type QuestionsLeft,
  type Triage,
} from '@labwise/domain';
import type { AnalysisRow, PatientRow, ResponseRow, SessionRow } from './repository';

/** How a questionnaire session and its stored analysis look on the wire (brief §7). */

/** Where a session stands after replaying its answers through the engine. */
export type Replayed = {
  session: SessionRow;
  patient: PatientRow | null;
  responses: ResponseRow[];
  state: InterviewState;
};

/** What the engine says is left of an interview, counting the current question; nothing once complete. */
export function questionsLeft(state: InterviewState | null): QuestionsLeft {
  if (!state || state.isComplete)
    return { estimated_remaining: 0, max_remaining: 0, estimate_informed: true, last_question: false };
  return {
    estimated_remaining: state.estimatedRemaining,
    max_remaining: state.maxRemaining,
    estimate_informed: state.estimateInformed,
    last_question: state.lastQuestion,
  };
}

/** A stored triage with its safety-netting text (results stored before it existed get the level's general text). */
export function withSafetyNet(triage: Triage): Triage {
  return triage.safety_net ? triage : { ...triage, safety_net: safetyNetFor(triage.level) };
}

export function describeSession(
  engine: Pick<ClinicalEngine, 'findQuestion'>,
  replayed: Replayed,
  analysis: AnalysisRow | undefined,
): QuestionnaireSession {
  const { session, responses, state } = replayed;
  const complete = session.status === 'completed';
  return {
    id: session.id,
    session_id: session.id,
    patient_id: session.patientId,
    session_type: session.sessionType as QuestionnaireSessionType,
    status: session.status as QuestionnaireSession['status'],
    created_at: session.createdAt.toISOString(),
    completed_at: session.completedAt?.toISOString() ?? null,
    question_budget: session.questionBudget,
    responses: responses.map((r) => ({
      question_id: r.questionId,
      question: engine.findQuestion(r.questionId)?.question ?? r.questionId,
      response: r.response as AnswerValue,
      answered_at: r.answeredAt.toISOString(),
    })),
    ...questionsLeft(complete ? null : state),
    triage: analysis ? withSafetyNet(analysis.triage) : state.diagnosis.triage,
    analysis: analysis ? { confidence_level: analysis.confidenceLevel } : null,
  };
}

export function toAnalysis(row: AnalysisRow): Analysis {
  const stored = row.conditions;
  return {
    insights: row.insights,
    confidence_level: row.confidenceLevel,
    triage: withSafetyNet(row.triage),
    findings: stored.findings ?? [],
    engine_version: row.engineVersion,
    notice: NOT_A_DIAGNOSIS_NOTICE,
  };
}
