import type { ClinicalEngine, EngineSex, FreeTextReader } from '@labwise/clinical';
import {
  ageInYears,
  validateAnswer,
  type Analysis,
  type AnswerValue,
  type NextQuestionReply,
  type QuestionnaireSession,
  type QuestionnaireSessionType,
  type Recommendation,
  type TextUnderstood,
} from '@labwise/domain';
import { formatTurnaround } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import { canReachPatient } from '../../auth/scopes';
import type { Database, Executor } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { getQuestionnaireSettings } from '../settings/service';
import { describeSession, questionsLeft, toAnalysis, type Replayed } from './session-view';
import {
  analysesOf,
  catalogTestsByCode,
  createOwnPatientRecord,
  findPatient,
  findSessionWithPatient,
  findUser,
  insertSession,
  latestInProgress,
  patientOfUser,
  responsesOf,
  saveAnalysis,
  sessionsFor,
  updateSession,
  upsertResponse,
  type AnalysisRow,
  type PatientRow,
  type ResponseRow,
  type SessionRow,
} from './repository';

type Ctx = { principal: Principal; requestId: string };


const HISTORY_LIMIT = 50;
const NOT_FOUND = 'Questionnaire not found.';

export const QUESTIONNAIRE_ERRORS = {
  notCurrent: 'This question is not the one being asked. Reload the questionnaire and answer the current question.',
  complete: 'This questionnaire is already complete. Start a new one to answer again.',
  notComplete: 'This questionnaire is not complete yet. Answer the remaining questions to see its analysis.',
  choosePatient: 'Choose the patient this questionnaire is for.',
  findingNotRead: 'This finding was not read from your answers.',
} as const;

/**
 * Findings the patient removed from what was read in their free text ("that is not what I
 * meant"), stored beside the answers under this id (never a question id). The stored words stay
 * the patient's own; on every replay the removed findings are blanked out of the text the engine
 * reads, so they are never evidence.
 */
export const REMOVED_FINDINGS_ID = 'free_text_findings_removed';

/** The admin's questionnaire settings (brief §9 defaults: 10 questions, follow-ups on). */
async function questionnaireSettings(db: Executor): Promise<{ budget: number; followUps: boolean }> {
  const { questionBudget, followUps } = await getQuestionnaireSettings(db);
  return { budget: questionBudget, followUps };
}

/** A patient record's sex at birth as the engine takes it (reference ranges and priors differ by sex). */
export function engineSex(sexAtBirth: string | null | undefined): EngineSex {
  return sexAtBirth === 'male' || sexAtBirth === 'female' ? sexAtBirth : 'unknown';
}


function priceText(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * Who may see a session: the patient and their primary doctor; a session without a patient (a
 * doctor's or administrator's own AI-page session) only its starter.
 */
export function maySeeSession(principal: Principal, session: SessionRow, patient: PatientRow | null): boolean {
  if (!session.patientId) return session.startedBy === principal.userId;
  return patient !== null && (patient.userId === principal.userId || canReachPatient(principal, patient));
}

/**
 * The stateful questionnaire (brief §7) over the clinical engine. Only the patient and their
 * doctor see a patient's sessions; a doctor's or administrator's own AI-page session is theirs
 * alone. Everyone else gets the same 404 as for a missing id. Every access is audited.
 */
export function createQuestionnairesService(db: Database, engine: ClinicalEngine, engineVersion: string, reader: FreeTextReader) {
  const removedOf = (rows: readonly ResponseRow[]): string[] => {
    const row = rows.find((r) => r.questionId === REMOVED_FINDINGS_ID);
    return Array.isArray(row?.response) ? (row.response as string[]) : [];
  };

  /** What the engine reads of an answer: free text without the findings the patient removed. */
  function engineAnswer(row: ResponseRow, removed: readonly string[]): AnswerValue {
    const response = row.response as AnswerValue;
    if (removed.length === 0 || typeof response !== 'string' || engine.findQuestion(row.questionId)?.type !== 'text') return response;
    return reader.removeFindings(response, removed);
  }

  /** Where a session stands, from its stored answers: one engine run, no reading. */
  function interview(session: SessionRow, patient: PatientRow | null, rows: readonly ResponseRow[], followUps: boolean): Replayed {
    const removed = removedOf(rows);
    const answers = rows.filter((r) => r.questionId !== REMOVED_FINDINGS_ID);
    const state = engine.interview({
      sessionType: session.sessionType as QuestionnaireSessionType,
      age: ageInYears(patient?.dateOfBirth ?? null),
      sex: engineSex(patient?.sexAtBirth),
      answers: answers.map((r) => ({ question_id: r.questionId, response: engineAnswer(r, removed) })),
      budget: session.questionBudget,
      followUps,
    });
    return { session, patient, responses: answers, state };
  }

  async function replay(tx: Executor, session: SessionRow, patient: PatientRow | null, responses?: ResponseRow[]): Promise<Replayed> {
    const rows = responses ?? (await responsesOf(tx, [session.id]));
    const { followUps } = await questionnaireSettings(tx);
    return interview(session, patient, rows, followUps);
  }

  /**
   * After an answer or a correction: store where the session stands, completing it when the engine
   * stops. `after` is the interview over the answers as now stored, computed once by the caller.
   */
  async function advance(tx: Executor, ctx: Ctx, after: Replayed, textUnderstood: TextUnderstood | null) {
    const { session } = after;
    const complete = after.state.isComplete;
    const updated = await updateSession(tx, session.id, {
      currentQuestionId: after.state.nextQuestion?.question_id ?? null,
      evidence: after.state.evidence,
      triageLevel: after.state.diagnosis.triage.level,
      ...(complete ? { status: 'completed', completedAt: new Date() } : {}),
    });
    const analysis = complete ? await persistCompletion(tx, after) : undefined;
    await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'questionnaire_session', resourceId: session.id, patientId: session.patientId, outcome: 'allowed', requestId: ctx.requestId });
    return {
      session: describeSession(engine, { ...after, session: updated }, analysis),
      is_complete: complete,
      next_question: complete ? null : after.state.nextQuestion,
      insights: after.state.insights,
      findings: after.state.findings,
      text_understood: textUnderstood,
    };
  }

  async function loadScoped(tx: Executor, ctx: Ctx, id: string, forUpdate = false) {
    const found = await findSessionWithPatient(tx, id, forUpdate);
    // The denial is audited by the app's denied-attempt hook (this transaction rolls back).
    if (!found || !maySeeSession(ctx.principal, found.session, found.patient)) throw notFound(NOT_FOUND);
    return found;
  }




  async function persistCompletion(tx: Executor, replayed: Replayed): Promise<AnalysisRow> {
    const { state, session } = replayed;
    const values = {
      sessionId: session.id,
      conditions: { ranked: state.diagnosis.conditions, findings: state.findings, evidence: state.evidence },
      insights: state.insights,
      recommendations: state.diagnosis.recommendations,
      triage: state.diagnosis.triage,
      confidenceLevel: state.confidenceLevel,
      engineVersion,
    };
    await saveAnalysis(tx, values);
    return { ...values, createdAt: new Date() };
  }

  return {
    async start(ctx: Ctx, input: { patient_id?: string | undefined; session_type: QuestionnaireSessionType }) {
      return db.transaction(async (tx) => {
        const { principal } = ctx;
        let patient: PatientRow | null = null;
        if (input.patient_id) {
          const found = await findPatient(tx, input.patient_id);
          const allowed = found && (found.userId === principal.userId || canReachPatient(principal, found));
          if (!allowed) throw notFound('Patient not found.');
          patient = found;
        } else if (principal.role === 'patient') {
          patient = (await patientOfUser(tx, principal.userId)) ?? null;
          if (!patient) {
            const user = await findUser(tx, principal.userId);
            patient = await createOwnPatientRecord(tx, { id: principal.userId, fullName: user?.fullName ?? null, email: principal.email });
          }
        } else if (input.session_type !== 'ai_guided') {
          throw badRequest(QUESTIONNAIRE_ERRORS.choosePatient);
        }

        // Brief §4: the dashboard flow starts once per user; an unfinished session is resumed.
        const existing = await latestInProgress(tx, { patientId: patient?.id ?? null, userId: principal.userId }, input.session_type);
        const session =
          existing && input.session_type !== 'ai_guided'
            ? existing
            : await insertSession(tx, {
                patientId: patient?.id ?? null,
                startedBy: principal.userId,
                sessionType: input.session_type,
                questionBudget: (await questionnaireSettings(tx)).budget,
              });
        const replayed = await replay(tx, session, patient);
        const current = replayed.state.nextQuestion;
        const updated = await updateSession(tx, session.id, { currentQuestionId: current?.question_id ?? null });
        await audit(tx, { actor: principal, action: existing === session ? 'read' : 'create', resourceType: 'questionnaire_session', resourceId: session.id, patientId: patient?.id ?? null, outcome: 'allowed', requestId: ctx.requestId });
        return { session_id: session.id, session: describeSession(engine, { ...replayed, session: updated }, undefined), current_question: current };
      });
    },

    /**
     * The first question a new session of this type would ask, and what is left, without starting
     * one: the AI page shows it on opening and starts the session with the first answer, so a
     * visit leaves no empty session on anyone's chart.
     */
    async opening(ctx: Ctx, sessionType: QuestionnaireSessionType): Promise<NextQuestionReply> {
      return db.transaction(async (tx) => {
        const { principal } = ctx;
        const patient = principal.role === 'patient' ? ((await patientOfUser(tx, principal.userId)) ?? null) : null;
        const { budget, followUps } = await questionnaireSettings(tx);
        const state = engine.interview({ sessionType, age: ageInYears(patient?.dateOfBirth ?? null), sex: engineSex(patient?.sexAtBirth), answers: [], budget, followUps });
        // The opening reads the patient's age and sex to choose the first question.
        if (patient) await audit(tx, { actor: principal, action: 'read', resourceType: 'questionnaire_opening', resourceId: patient.id, patientId: patient.id, outcome: 'allowed', requestId: ctx.requestId });
        return { question: state.nextQuestion, ...questionsLeft(state) };
      });
    },

    async get(ctx: Ctx, id: string) {
      return db.transaction(async (tx) => {
        const { session, patient } = await loadScoped(tx, ctx, id);
        const [analysis] = await analysesOf(tx, [id]);
        const replayed = await replay(tx, session, patient);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'questionnaire_session', resourceId: id, patientId: session.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return describeSession(engine, replayed, analysis);
      });
    },

    /** The question being asked and the engine's estimate of what is left, counting it (brief §7 next question). */
    async nextQuestion(ctx: Ctx, id: string): Promise<NextQuestionReply> {
      return db.transaction(async (tx) => {
        const { session, patient } = await loadScoped(tx, ctx, id);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'questionnaire_session', resourceId: id, patientId: session.patientId, outcome: 'allowed', requestId: ctx.requestId });
        if (session.status !== 'in_progress') return { question: null, ...questionsLeft(null) };
        const { state } = await replay(tx, session, patient);
        return { question: state.nextQuestion, ...questionsLeft(state) };
      });
    },

    async respond(ctx: Ctx, id: string, input: { question_id: string; response: AnswerValue }) {
      return db.transaction(async (tx) => {
        // One read of the session's state and one engine run per answer: the question being asked
        // is the one stored when it was asked; the interview is replayed before the answer only
        // when that stored question is missing or differs (a session from before a change of the
        // engine or of the follow-up setting), so such a session is never refused wrongly.
        const { session, patient } = await loadScoped(tx, ctx, id, true);
        if (session.status !== 'in_progress') throw conflict(QUESTIONNAIRE_ERRORS.complete);
        const [rows, { followUps }] = await Promise.all([responsesOf(tx, [id]), questionnaireSettings(tx)]);
        const answered = rows.some((r) => r.questionId === input.question_id && r.questionId !== REMOVED_FINDINGS_ID);
        const isCurrent =
          session.currentQuestionId === input.question_id ||
          (!answered && interview(session, patient, rows, followUps).state.nextQuestion?.question_id === input.question_id);
        if (!isCurrent && !answered) throw badRequest(QUESTIONNAIRE_ERRORS.notCurrent);
        const question = engine.findQuestion(input.question_id);
        if (!question) throw badRequest(QUESTIONNAIRE_ERRORS.notCurrent);
        const problem = validateAnswer(question, input.response);
        if (problem) {
          const error = new AppError(400, 'Bad Request', problem);
          error.issues = [{ path: 'response', message: problem }];
          throw error;
        }

        const value = typeof input.response === 'string' ? input.response.trim() : input.response;
        const stored = await upsertResponse(tx, id, input.question_id, value, rows);
        // Whether the free text could be read, so the patient is told instead of it reading as "nothing wrong".
        const understood = question.type === 'text' && typeof value === 'string' ? reader.read(value).understood : null;
        return advance(tx, ctx, interview(session, patient, stored, followUps), understood);
      });
    },

    /** The patient says a finding read from their free text is not what they meant: it stops being evidence. */
    async removeFinding(ctx: Ctx, id: string, findingId: string) {
      return db.transaction(async (tx) => {
        const { session, patient } = await loadScoped(tx, ctx, id, true);
        if (session.status !== 'in_progress') throw conflict(QUESTIONNAIRE_ERRORS.complete);
        const [rows, { followUps }] = await Promise.all([responsesOf(tx, [id]), questionnaireSettings(tx)]);
        const before = interview(session, patient, rows, followUps);
        if (!before.state.findings.some((f) => f.id === findingId)) throw notFound(QUESTIONNAIRE_ERRORS.findingNotRead);
        const stored = await upsertResponse(tx, id, REMOVED_FINDINGS_ID, [...new Set([...removedOf(rows), findingId])], rows);
        return advance(tx, ctx, interview(session, patient, stored, followUps), null);
      });
    },

    async analysis(ctx: Ctx, id: string): Promise<Analysis> {
      return db.transaction(async (tx) => {
        const { session } = await loadScoped(tx, ctx, id);
        const [row] = await analysesOf(tx, [id]);
        if (session.status !== 'completed' || !row) throw conflict(QUESTIONNAIRE_ERRORS.notComplete);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'questionnaire_analysis', resourceId: id, patientId: session.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return toAnalysis(row);
      });
    },

    /** The engine's tests as catalog entries (brief §3 Recommendation); none for an emergency. */
    async recommendations(ctx: Ctx, id: string): Promise<Recommendation[]> {
      return db.transaction(async (tx) => {
        const { session } = await loadScoped(tx, ctx, id);
        const [row] = await analysesOf(tx, [id]);
        if (session.status !== 'completed' || !row) throw conflict(QUESTIONNAIRE_ERRORS.notComplete);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'questionnaire_recommendations', resourceId: id, patientId: session.patientId, outcome: 'allowed', requestId: ctx.requestId });
        if (row.triage.level === 'emergency') return [];
        const wanted = row.recommendations;
        const catalog = new Map((await catalogTestsByCode(tx, wanted.map((w) => w.code))).map((t) => [t.code, t]));
        const out: Recommendation[] = [];
        for (const rec of wanted) {
          const test = catalog.get(rec.code);
          if (!test || (test.clinicianOrderOnly && ctx.principal.role === 'patient')) continue;
          out.push({
            test_id: test.id,
            code: test.code,
            name: test.name,
            description: test.description,
            price: priceText(test.priceCents),
            price_cents: test.priceCents,
            turnaround: formatTurnaround(test.turnaroundHoursMin, test.turnaroundHoursMax),
            rationale: rec.rationale,
          });
        }
        return out;
      });
    },

    /**
     * A user's sessions, newest first. `userId` is a user id or, for a patient who has no account
     * yet (a doctor's invitee), the patient record's id.
     */
    async history(ctx: Ctx, userId: string): Promise<QuestionnaireSession[]> {
      return db.transaction(async (tx) => {
        const { principal } = ctx;
        const patient = (await patientOfUser(tx, userId)) ?? (await findPatient(tx, userId)) ?? null;
        const self = userId === principal.userId || (patient !== null && patient.userId === principal.userId);
        const doctorOf = principal.role === 'doctor' && canReachPatient(principal, patient);
        if (!self && !doctorOf) throw notFound('No questionnaire history was found for this user.');
        const sessions = await sessionsFor(tx, { patientId: patient?.id ?? null, userId: self ? principal.userId : null }, HISTORY_LIMIT);
        const ids = sessions.map((s) => s.id);
        const [responses, analyses] = await Promise.all([responsesOf(tx, ids), analysesOf(tx, ids)]);
        const analysisBy = new Map(analyses.map((a) => [a.sessionId, a]));
        const out: QuestionnaireSession[] = [];
        for (const session of sessions) {
          const own = responses.filter((r) => r.sessionId === session.id);
          const sessionPatient = session.patientId ? patient : null;
          out.push(describeSession(engine, await replay(tx, session, sessionPatient, own), analysisBy.get(session.id)));
        }
        await audit(tx, { actor: principal, action: 'read', resourceType: 'questionnaire_history', resourceId: userId, patientId: patient?.id ?? null, outcome: 'allowed', requestId: ctx.requestId });
        return out;
      });
    },
  };
}

export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
