import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { NextQuestionReply, Question } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, patients, questionnaireSessions } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp();
let patient: SignedInUser;
let doctor: SignedInUser;

beforeAll(async () => {
  await seedReferenceData(ctx.database.db);
  patient = await signedInUser(ctx.app, ctx.database.db, 'opening-patient@example.com');
  doctor = await signedInUser(ctx.app, ctx.database.db, 'opening-doctor@example.com', 'doctor');
});

const sessionRows = async () => (await ctx.database.db.select({ n: count() }).from(questionnaireSessions))[0]!.n;
const opening = (user: SignedInUser, query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/questionnaires/opening${query}`, headers: user.headers });

describe('the AI page’s opening question', () => {
  it('is the first question a new session would ask, and reading it creates no session — the first answer does', async () => {
    const before = await sessionRows();
    const res = await opening(patient);
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().data as NextQuestionReply;
    expect(first.question).not.toBeNull();
    expect(first).toMatchObject({ estimate_informed: false, last_question: false });
    // Visiting again (a reload, another tab) still starts nothing.
    await opening(patient, '?session_type=ai_guided');
    expect(await sessionRows()).toBe(before);

    // The first answer starts the session, with the question the opening showed.
    const started = await ctx.app.inject({ method: 'POST', url: '/api/v1/questionnaires', headers: patient.headers, payload: { session_type: 'ai_guided' } });
    const { session_id, current_question } = started.json().data as { session_id: string; current_question: Question };
    expect(current_question.question_id).toBe(first.question!.question_id);
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/questionnaires/${session_id}/responses`,
      headers: patient.headers,
      payload: { question_id: current_question.question_id, response: current_question.options?.[0]?.value ?? 'Tired' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
  });

  it('leaves the doctor’s chart without an empty session after the patient only visited the AI page', async () => {
    const [record] = await ctx.database.db.select().from(patients).where(eq(patients.userId, patient.id));
    await ctx.database.db.update(patients).set({ primaryDoctorId: doctor.id }).where(eq(patients.id, record!.id));
    await opening(patient);
    const chart = await ctx.app.inject({ method: 'GET', url: `/api/v1/questionnaires/user/${record!.id}/history`, headers: doctor.headers });
    expect(chart.statusCode, chart.body).toBe(200);
    const sessions = chart.json().data.sessions as { responses: unknown[] }[];
    expect(sessions.every((s) => s.responses.length > 0)).toBe(true);
  });

  it('audits the read of the patient’s age and sex it chooses the question by', async () => {
    await opening(patient);
    const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.resourceType, 'questionnaire_opening'));
    expect(rows.some((row) => row.actorUserId === patient.id && row.outcome === 'allowed')).toBe(true);
  });

  it('refuses an unknown session type with a message a person can act on, and lab technicians altogether', async () => {
    const bad = await opening(patient, '?session_type=quiz');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose health_assessment, diagnostic or ai_guided.');
    const extra = await opening(patient, '?session_type=ai_guided&patient_id=x');
    expect(extra.statusCode).toBe(400);
    const tech = await signedInUser(ctx.app, ctx.database.db, 'opening-tech@example.com', 'lab_technician');
    expect((await opening(tech)).statusCode).toBe(403);
  });
});
