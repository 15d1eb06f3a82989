import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnswerValue, Question } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, patients } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

type User = SignedInUser;

const ctx = useTestApp();
let patientA: User;
let patientB: User;
let doctorOfA: User;
let otherDoctor: User;
let admin: User;

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  patientA = await signedInUser(ctx.app, db, 'q-patient-a@example.com');
  patientB = await signedInUser(ctx.app, db, 'q-patient-b@example.com');
  doctorOfA = await signedInUser(ctx.app, db, 'q-doctor@example.com', 'doctor');
  otherDoctor = await signedInUser(ctx.app, db, 'q-other-doctor@example.com', 'doctor');
  admin = await signedInUser(ctx.app, db, 'q-admin@example.com', 'admin');
});

const api = (method: 'GET' | 'POST', url: string, user: User, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A plain, valid answer for any question: the simulated patient says "no" or picks the first option. */
function plainAnswer(q: Question): AnswerValue {
  switch (q.type) {
    case 'yes_no':
      return 'no';
    case 'scale':
      return q.max_value ?? 10;
    case 'text':
      return 'Nothing else to add.';
    case 'multiple_choice': {
      // A checklist's "None of these" where it has one: the safety screen's first option is a stroke.
      if (!q.multiple_select) return q.options![0]!.value;
      const none = q.options!.find((o) => o.value === 'none');
      return [(none ?? q.options![0]!).value];
    }
  }
}

async function start(user: User, body: object = { session_type: 'diagnostic' }) {
  const res = await api('POST', '/api/v1/questionnaires', user, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { session_id: string; session: { status: string; responses: unknown[] } & Record<string, unknown>; current_question: Question };
}

/** Answers until the engine stops (bounded), returning the last reply. */
async function complete(user: User, sessionId: string, first: Question) {
  let question: Question | null = first;
  let reply: { is_complete: boolean; next_question: Question | null; session: { responses: unknown[]; estimated_remaining: number; max_remaining: number; last_question: boolean } } | undefined;
  for (let i = 0; question && i < 60; i++) {
    const res = await api('POST', `/api/v1/questionnaires/${sessionId}/responses`, user, { question_id: question.question_id, response: plainAnswer(question) });
    expect(res.statusCode, res.body).toBe(200);
    const wasLast = reply?.session.last_question ?? false;
    reply = res.json().data;
    question = reply!.next_question;
    // Never more than the budget allows; a question called the last is the last.
    expect(reply!.session.estimated_remaining).toBeLessThanOrEqual(reply!.session.max_remaining);
    if (wasLast) expect(reply!.is_complete).toBe(true);
  }
  return reply!;
}

describe('dashboard questionnaire', () => {
  let sessionId: string;

  it('starts a diagnostic session with the free-text concern, and resumes it instead of starting twice', async () => {
    const first = await start(patientA);
    expect(first.current_question).toMatchObject({ question_id: 'concern_text', type: 'text', required: true });
    expect(first.session.status).toBe('in_progress');
    // Nothing read yet: the engine knows only the bound, the whole budget.
    expect(first.session).toMatchObject({ estimated_remaining: 10, max_remaining: 10, estimate_informed: false, last_question: false });
    const again = await start(patientA);
    expect(again.session_id).toBe(first.session_id);
    sessionId = first.session_id;
    const [record] = await ctx.database.db.select().from(patients).where(eq(patients.userId, patientA.id));
    await ctx.database.db.update(patients).set({ primaryDoctorId: doctorOfA.id, dateOfBirth: '1988-04-02', sexAtBirth: 'female' }).where(eq(patients.id, record!.id));
  });

  it('rejects bad answers with the brief’s messages and an answer to a question not being asked', async () => {
    const url = `/api/v1/questionnaires/${sessionId}/responses`;
    const empty = await api('POST', url, patientA, { question_id: 'concern_text', response: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('This question is required.');
    const number = await api('POST', url, patientA, { question_id: 'concern_text', response: 42 });
    expect(number.json().detail).toBe('Please provide a text response.');
    const elsewhere = await api('POST', url, patientA, { question_id: 'ai_energy_level', response: 5 });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().detail).toMatch(/not the one being asked/);
    const extra = await api('POST', url, patientA, { question_id: 'concern_text', response: 'x', role: 'admin' });
    expect(extra.statusCode).toBe(400);
  });

  it('reads findings from the free text, asks the engine’s questions and completes with an analysis', async () => {
    const url = `/api/v1/questionnaires/${sessionId}/responses`;
    // A picture the engine can name whatever the replies below say: they answer "no" and pick the
    // first option of every question, which for a complaint of months would be "under a week".
    const res = await api('POST', url, patientA, { question_id: 'concern_text', response: 'A runny nose, a sore throat and a cough since yesterday, and I have no fever.' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.is_complete).toBe(false);
    expect(data.findings.some((f: { present: boolean }) => f.present)).toBe(true);
    expect(data.findings.some((f: { present: boolean }) => !f.present)).toBe(true);
    expect(data.session.responses).toHaveLength(1);
    // The common emergencies in one checklist come straight after the patient's own words.
    expect(data.next_question).toMatchObject({ question_id: 'ai_safety_screen', multiple_select: true, required: true });
    // The engine's estimate, read from the answer: within what the budget still allows.
    expect(data.session.estimate_informed).toBe(true);
    expect(data.session.max_remaining).toBe(9);
    expect(data.session.estimated_remaining).toBeGreaterThanOrEqual(1);
    expect(data.session.estimated_remaining).toBeLessThanOrEqual(data.session.max_remaining);

    // The next-question call carries the same estimate beside the question.
    const next = await api('GET', `/api/v1/questionnaires/${sessionId}/questions/next`, patientA);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data).toEqual({
      question: data.next_question,
      estimated_remaining: data.session.estimated_remaining,
      max_remaining: data.session.max_remaining,
      estimate_informed: true,
      last_question: data.session.last_question,
    });

    const last = await complete(patientA, sessionId, data.next_question);
    expect(last.is_complete).toBe(true);
    expect(last.next_question).toBeNull();
    expect(last.session).toMatchObject({ estimated_remaining: 0, max_remaining: 0, last_question: false });
    const after = await api('GET', `/api/v1/questionnaires/${sessionId}/questions/next`, patientA);
    expect(after.json().data).toMatchObject({ question: null, estimated_remaining: 0, max_remaining: 0 });
    expect(last.session.responses.length).toBeLessThanOrEqual(10);

    const analysis = (await api('GET', `/api/v1/questionnaires/${sessionId}/analysis`, patientA)).json().data.analysis;
    expect(analysis.insights.length).toBeGreaterThan(0);
    expect(analysis.insights[0]).toMatchObject({ confidence: expect.any(Number), title: expect.any(String), category: expect.any(String) });
    expect(['emergency', 'urgent', 'routine', 'self_care']).toContain(analysis.triage.level);
    // Safety-netting with every result: when it would be an emergency, when to seek care.
    expect(analysis.triage.safety_net.join(' ')).toMatch(/emergency number/);
    expect(analysis.notice).toMatch(/not a diagnosis/);

    const recs = (await api('GET', `/api/v1/questionnaires/${sessionId}/recommendations`, patientA)).json().data.recommendations;
    for (const rec of recs) expect(rec).toMatchObject({ price: expect.stringMatching(/^\$\d+\.\d{2}$/), turnaround: expect.any(String), rationale: expect.any(String) });
    expect(recs.map((r: { code: string }) => r.code)).not.toContain('DDIMER');
  });

  it('refuses answers once complete, and a new start begins a fresh session', async () => {
    const late = await api('POST', `/api/v1/questionnaires/${sessionId}/responses`, patientA, { question_id: 'concern_text', response: 'more' });
    expect(late.statusCode).toBe(409);
    const fresh = await start(patientA);
    expect(fresh.session_id).not.toBe(sessionId);
  });

  it('shows sessions only to the patient and their doctor; everyone else gets the same 404 as a missing id', async () => {
    expect((await api('GET', `/api/v1/questionnaires/${sessionId}`, doctorOfA)).statusCode).toBe(200);
    const missing = await api('GET', '/api/v1/questionnaires/00000000-0000-4000-8000-000000000000', patientB);
    for (const user of [patientB, otherDoctor, admin]) {
      for (const path of ['', '/analysis', '/recommendations', '/questions/next']) {
        const res = await api('GET', `/api/v1/questionnaires/${sessionId}${path}`, user);
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe(missing.json().detail);
      }
      const write = await api('POST', `/api/v1/questionnaires/${sessionId}/responses`, user, { question_id: 'concern_text', response: 'x' });
      expect(write.statusCode).toBe(404);
    }
    const denied = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.resourceId, sessionId));
    expect(denied.some((row) => row.outcome === 'denied')).toBe(true);
  });

  it('lists history for the patient and their doctor, newest first, with confidence', async () => {
    const mine = await api('GET', `/api/v1/questionnaires/user/${patientA.id}/history`, patientA);
    const sessions = mine.json().data.sessions;
    // The fresh session started above is not answered yet: nobody's assessment, not listed.
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ session_id: sessionId, status: 'completed', analysis: { confidence_level: expect.any(Number) } });
    expect((await api('GET', `/api/v1/questionnaires/user/${patientA.id}/history`, doctorOfA)).json().data.sessions).toHaveLength(1);
    expect((await api('GET', `/api/v1/questionnaires/user/${patientA.id}/history`, otherDoctor)).statusCode).toBe(404);
    expect((await api('GET', `/api/v1/questionnaires/user/${patientA.id}/history`, patientB)).statusCode).toBe(404);
  });

  it('lets a doctor run a session for their own patient but not another doctor’s', async () => {
    const [record] = await ctx.database.db.select().from(patients).where(eq(patients.userId, patientA.id));
    const started = await api('POST', '/api/v1/questionnaires', doctorOfA, { patient_id: record!.id, session_type: 'health_assessment' });
    expect(started.statusCode).toBe(200);
    expect((await api('POST', '/api/v1/questionnaires', otherDoctor, { patient_id: record!.id, session_type: 'health_assessment' })).statusCode).toBe(404);
    const noPatient = await api('POST', '/api/v1/questionnaires', otherDoctor, { session_type: 'diagnostic' });
    expect(noPatient.statusCode).toBe(400);
  });
});

describe('AI-page questionnaire', () => {
  it('opens with the three fixed questions and checks each answer type', async () => {
    const { session_id, current_question } = await start(patientB, { session_type: 'ai_guided' });
    const url = `/api/v1/questionnaires/${session_id}/responses`;
    expect(current_question).toMatchObject({ question_id: 'ai_primary_concern', type: 'multiple_choice' });
    expect((await api('POST', url, patientB, { question_id: 'ai_primary_concern', response: 'Not an option' })).json().detail).toBe('Please select an option.');
    expect((await api('POST', url, patientB, { question_id: 'ai_primary_concern', response: null })).json().detail).toBe('This question is required.');

    const first = await api('POST', url, patientB, { question_id: 'ai_primary_concern', response: 'Pain' });
    expect(first.json().data.next_question.question_id).toBe('ai_energy_level');
    expect((await api('POST', url, patientB, { question_id: 'ai_energy_level', response: 11 })).json().detail).toBe('Please select a value between 1 and 10.');
    expect((await api('POST', url, patientB, { question_id: 'ai_energy_level', response: 2.5 })).json().detail).toBe('Please select a value between 1 and 10.');
    const energy = await api('POST', url, patientB, { question_id: 'ai_energy_level', response: 3 });
    expect(energy.json().data.next_question.question_id).toBe('ai_symptoms');
    expect((await api('POST', url, patientB, { question_id: 'ai_symptoms', response: ['not-an-option'] })).json().detail).toBe('Please select at least one option.');
    const symptoms = await api('POST', url, patientB, { question_id: 'ai_symptoms', response: [energy.json().data.next_question.options[0].value] });
    expect(symptoms.statusCode).toBe(200);
    expect(symptoms.json().data.insights.length).toBeGreaterThan(0);

    const next: Question | null = symptoms.json().data.next_question;
    if (next?.type === 'yes_no') {
      expect((await api('POST', url, patientB, { question_id: next.question_id, response: 'maybe' })).json().detail).toBe('Please select Yes or No.');
    }
    // Going back: an earlier answer may be changed, and the interview continues from there.
    const changed = await api('POST', url, patientB, { question_id: 'ai_primary_concern', response: 'Fatigue' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.session.responses.find((r: { question_id: string }) => r.question_id === 'ai_primary_concern').response).toBe('Fatigue');
  });

  it('asks for the patient\'s own words (optional), then screens for red flags, and a red flag sends the patient to emergency care', async () => {
    const { session_id } = await start(patientB, { session_type: 'ai_guided' });
    const url = `/api/v1/questionnaires/${session_id}/responses`;
    await api('POST', url, patientB, { question_id: 'ai_primary_concern', response: 'Pain' });
    await api('POST', url, patientB, { question_id: 'ai_energy_level', response: 6 });
    const symptoms = await api('POST', url, patientB, { question_id: 'ai_symptoms', response: [] });
    expect(symptoms.json().data.next_question).toMatchObject({ question_id: 'ai_own_words', type: 'text', required: false });
    const skipped = await api('POST', url, patientB, { question_id: 'ai_own_words', response: null });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().data.next_question).toMatchObject({ question_id: 'ai_safety_screen', multiple_select: true, required: true });
    const screened = await api('POST', url, patientB, { question_id: 'ai_safety_screen', response: ['one_sided_weakness'] });
    expect(screened.json().data.session.triage.level).toBe('emergency');
  });

  it('reads what the patient writes in their own words: a fever after chemotherapy is an emergency', async () => {
    const { session_id } = await start(patientB, { session_type: 'ai_guided' });
    const url = `/api/v1/questionnaires/${session_id}/responses`;
    await api('POST', url, patientB, { question_id: 'ai_primary_concern', response: 'Pain' });
    await api('POST', url, patientB, { question_id: 'ai_energy_level', response: 4 });
    await api('POST', url, patientB, { question_id: 'ai_symptoms', response: [] });
    const words = await api('POST', url, patientB, { question_id: 'ai_own_words', response: 'I am on chemotherapy and since this morning I have a temperature of 38.5 and shivers' });
    expect(words.statusCode, words.body).toBe(200);
    expect(words.json().data.findings.map((f: { id: string }) => f.id)).toEqual(expect.arrayContaining(['fever']));
    expect(words.json().data.session.triage.level).toBe('emergency');
  });

  it('inserts follow-up questions after a Fatigue or Sleep concern', async () => {
    const { session_id } = await start(patientB, { session_type: 'ai_guided' });
    const res = await api('POST', `/api/v1/questionnaires/${session_id}/responses`, patientB, { question_id: 'ai_primary_concern', response: 'Sleep' });
    expect(res.json().data.next_question.question_id).not.toBe('ai_energy_level');
  });

  it('gives a doctor an AI session of their own that no one else can read', async () => {
    const { session_id, current_question } = await start(otherDoctor, { session_type: 'ai_guided' });
    expect((await api('GET', `/api/v1/questionnaires/${session_id}`, otherDoctor)).json().data.session.patient_id).toBeNull();
    expect((await api('GET', `/api/v1/questionnaires/${session_id}`, doctorOfA)).statusCode).toBe(404);
    // Opened but not answered: nobody's assessment yet, so no history shows it.
    const history = () => api('GET', `/api/v1/questionnaires/user/${otherDoctor.id}/history`, otherDoctor);
    expect((await history()).json().data.sessions).toHaveLength(0);
    const answered = await api('POST', `/api/v1/questionnaires/${session_id}/responses`, otherDoctor, { question_id: current_question.question_id, response: plainAnswer(current_question) });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await history()).json().data.sessions).toHaveLength(1);
  });

  it('leaves a session opened but never answered off the doctor’s chart, counts and patient status', async () => {
    const fresh = await signedInUser(ctx.app, ctx.database.db, 'q-opened-only@example.com');
    await start(fresh, { session_type: 'ai_guided' });
    const [record] = await ctx.database.db.select().from(patients).where(eq(patients.userId, fresh.id));
    await ctx.database.db.update(patients).set({ primaryDoctorId: doctorOfA.id }).where(eq(patients.id, record!.id));
    const analytics = (await api('GET', `/api/v1/patients/${record!.id}/analytics`, doctorOfA)).json().data;
    expect(analytics.active_questionnaires).toBe(0);
    const activity = (await api('GET', `/api/v1/patients/${record!.id}/activity`, doctorOfA)).json().data;
    expect(JSON.stringify(activity)).not.toMatch(/questionnaire|assessment/i);
    const list = (await api('GET', `/api/v1/patients?q=${encodeURIComponent('q-opened-only')}`, doctorOfA)).json().data;
    expect(JSON.stringify(list)).not.toMatch(/in_progress/);
  });
});

describe('stateless engine calls', () => {
  it('parses free text with negation', async () => {
    const res = await api('POST', '/api/v1/ai/parse', patientA, { text: 'Very tired lately, no fever' });
    expect(res.statusCode).toBe(200);
    const findings = res.json().data.findings as { present: boolean }[];
    expect(findings.some((f) => f.present)).toBe(true);
    expect(findings.some((f) => !f.present)).toBe(true);
    expect((await api('POST', '/api/v1/ai/parse', patientA, { text: '' })).statusCode).toBe(400);
  });

  it('diagnoses from evidence and sends an emergency to emergency care without tests', async () => {
    const parsed = (await api('POST', '/api/v1/ai/parse', patientA, { text: 'crushing chest pain, sweating and short of breath' })).json().data.findings as { id: string; present: boolean }[];
    const res = await api('POST', '/api/v1/ai/diagnosis', doctorOfA, { age: 58, sex: 'male', evidence: parsed.map(({ id, present }) => ({ id, present })) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.triage.level).toBe('emergency');
    expect(res.json().data.recommendations).toEqual([]);
    expect((await api('POST', '/api/v1/ai/diagnosis', doctorOfA, { age: 300, sex: 'male', evidence: [] })).statusCode).toBe(400);
  });

  it('is not offered to lab technicians', async () => {
    const tech = await signedInUser(ctx.app, ctx.database.db, 'q-tech@example.com', 'lab_technician');
    expect((await api('POST', '/api/v1/ai/parse', tech, { text: 'tired' })).statusCode).toBe(403);
    expect((await api('POST', '/api/v1/questionnaires', tech, { session_type: 'ai_guided' })).statusCode).toBe(403);
  });
});

describe('the answer path', () => {
  it('runs the engine once per answer and keeps answering, changing an answer and completing correct', async () => {
    const { engine, KNOWLEDGE_BASE_VERSION, textReader } = await import('@labwise/clinical');
    const { createQuestionnairesService } = await import('./service');
    let runs = 0;
    const counting = { ...engine, interview: (...args: Parameters<typeof engine.interview>) => ((runs += 1), engine.interview(...args)) };
    const service = createQuestionnairesService(ctx.database.db, counting, KNOWLEDGE_BASE_VERSION, textReader);
    const user = await signedInUser(ctx.app, ctx.database.db, 'q-answer-path@example.com');
    const caller = { principal: { userId: user.id, role: 'patient' as const, status: 'active' as const, requestedRole: null, email: 'q-answer-path@example.com', labId: null }, requestId: 'answer-path' };

    const started = await service.start(caller, { session_type: 'diagnostic' });
    let question: Question | null = started.current_question;
    const first = question!;
    let answers = 0;
    for (; question && answers < 60; answers++) {
      runs = 0;
      const reply = await service.respond(caller, started.session_id, { question_id: question.question_id, response: plainAnswer(question) });
      expect(runs).toBe(1);
      expect(reply.session.responses).toHaveLength(answers + 1);
      question = reply.next_question;
      if (answers === 1 && question) {
        // Changing an earlier answer replaces it in place (same count) and is allowed.
        runs = 0;
        const changed = await service.respond(caller, started.session_id, { question_id: first.question_id, response: plainAnswer(first) });
        expect(runs).toBe(1);
        expect(changed.session.responses).toHaveLength(answers + 1);
        expect(changed.next_question?.question_id).toBe(question.question_id);
      }
    }
    expect(question).toBeNull();
    const after = await service.get(caller, started.session_id);
    expect(after.status).toBe('completed');
    expect(after.responses).toHaveLength(answers);
  });
});
