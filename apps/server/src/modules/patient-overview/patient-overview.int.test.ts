import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs, type ApiMethod } from '../../../test/api';
import { seedLabCast } from '../../../test/lab-cast';
import { collectAndProcess, placeOrder, uploadResults, type PlacedOrder } from '../../../test/lab-orders';
import { auditEvents, patients, questionnaireAnalyses, questionnaireResponses, questionnaireSessions } from '../../db/schema';

type Activity = { id: string; type: string; title: string; description: string; timestamp: string; status: string; user?: { name: string; role: string } };
const MISSING = '00000000-0000-4000-8000-000000000000';

const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let patient: SignedInUser;
let doctor: SignedInUser;
let tech: SignedInUser;
let otherPatient: SignedInUser;
let otherDoctor: SignedInUser;
let admin: SignedInUser;
let recordId: string;
let otherRecordId: string;
let labId: string;
let code: Record<string, string>;

const call = (method: ApiMethod, url: string, who: SignedInUser, payload?: unknown) => callAs(ctx.app, method, url, who, payload);

async function ok(method: ApiMethod, url: string, who: SignedInUser, payload?: unknown) {
  const res = await call(method, url, who, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

const doctorOrder = (testCode: string): Promise<PlacedOrder> => placeOrder(ctx.app, doctor, { testIds: [code[testCode]!], labId, patientId: recordId });

/** Collects, processes and uploads results for an order; `value` gives each analyte's value. */
async function collectAndResult(orderId: string, value: (analyteCode: string) => number) {
  await collectAndProcess(ctx.app, orderId, tech);
  await uploadResults(ctx.app, orderId, tech, (analyte) => value(analyte.code));
}

// CMP values within the adult ranges, except potassium 6.5 mmol/L (critical above 6.2).
const CMP: Record<string, number> = { GLU: 90, BUN: 12, CREA: 0.9, NA: 140, K: 6.5, CL: 102, CO2: 25, CA: 9.5, TP: 7, ALB: 4.2, TBIL: 0.6, ALP: 80, ALT: 25, AST: 22 };

let released: { id: string; orderNumber: string };
let pending: { id: string; orderNumber: string };

beforeAll(async () => {
  const db = ctx.database.db;
  ({ patient, doctor, tech, labId, code } = await seedLabCast(ctx.app, db, 'overview'));
  otherPatient = await signedInUser(ctx.app, db, 'overview-other@example.com');
  otherDoctor = await signedInUser(ctx.app, db, 'overview-other-doctor@example.com', 'doctor');
  admin = await signedInUser(ctx.app, db, 'overview-admin@example.com', 'admin');
  const [mine] = await db
    .insert(patients)
    .values({ userId: patient.id, fullName: 'Olive Overview', email: 'overview-patient@example.com', sexAtBirth: 'female', dateOfBirth: '1980-06-01', primaryDoctorId: doctor.id, consentGivenAt: new Date(), consentVersion: 'test' })
    .returning();
  recordId = mine!.id;
  const [theirs] = await db.insert(patients).values({ userId: otherPatient.id, fullName: 'Oscar Other', primaryDoctorId: otherDoctor.id }).returning();
  otherRecordId = theirs!.id;

  // A released CMP with one critical value, a CBC still at the lab, a cancelled TSH.
  released = await doctorOrder('CMP');
  await collectAndResult(released.id, (c) => CMP[c] ?? 1);
  await ok('POST', `/api/v1/lab-orders/${released.id}/release`, doctor, {});
  pending = await doctorOrder('CBC');
  const cancelled = await doctorOrder('TSH');
  await ok('POST', `/api/v1/lab-orders/${cancelled.id}/cancel`, doctor, { reason: 'Ordered twice' });

  // One assessment in progress (answered once), one completed with two recommended tests.
  const [inProgress] = await db.insert(questionnaireSessions).values({ patientId: recordId, startedBy: patient.id, sessionType: 'diagnostic' }).returning();
  await db.insert(questionnaireResponses).values({ sessionId: inProgress!.id, questionId: 'concern_text', response: 'headaches', sequence: 1 });
  const [done] = await db
    .insert(questionnaireSessions)
    .values({ patientId: recordId, startedBy: patient.id, sessionType: 'diagnostic', status: 'completed', completedAt: new Date(Date.now() - 60_000) })
    .returning();
  await db.insert(questionnaireResponses).values([
    { sessionId: done!.id, questionId: 'concern_text', response: 'tired', sequence: 1 },
    { sessionId: done!.id, questionId: 'duration', response: 'weeks', sequence: 2 },
  ]);
  await db.insert(questionnaireAnalyses).values({
    sessionId: done!.id,
    conditions: [],
    insights: [],
    recommendations: [{ code: 'CBC' }, { code: 'FERR' }],
    triage: {},
    confidenceLevel: 60,
    engineVersion: 'test',
  });
}, 120_000);

describe('GET /api/v1/patients/me', () => {
  it('answers the caller’s own record with their doctor and an audit entry', async () => {
    const res = await call('GET', '/api/v1/patients/me', patient);
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({
      id: recordId,
      full_name: 'Olive Overview',
      email: 'overview-patient@example.com',
      date_of_birth: '1980-06-01',
      sex: 'female',
      consent_given: true,
      primary_doctor_name: 'overview-doctor',
    });
    expect(me.age).toBeGreaterThanOrEqual(46);
    const rows = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.requestId, res.headers['x-request-id'] as string), eq(auditEvents.outcome, 'allowed')));
    expect(rows.map((r) => r.patientId)).toContain(recordId);
  });

  it('says so when the caller has no patient record, and refuses other roles', async () => {
    const fresh = await signedInUser(ctx.app, ctx.database.db, 'overview-fresh@example.com');
    const res = await call('GET', '/api/v1/patients/me', fresh);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('You have no patient record yet.');
    expect((await call('GET', '/api/v1/patients/me', doctor)).statusCode).toBe(403);
  });
});

describe('scope', () => {
  it('answers another patient, another doctor and a missing id with the same 404', async () => {
    for (const path of ['analytics', 'activity']) {
      const missing = await call('GET', `/api/v1/patients/${MISSING}/${path}`, otherPatient);
      expect(missing.statusCode).toBe(404);
      const strip = (body: string) => body.replace(/"requestId":"[^"]*"/, '');
      for (const who of [otherPatient, otherDoctor]) {
        const res = await call('GET', `/api/v1/patients/${recordId}/${path}`, who);
        expect(res.statusCode).toBe(404);
        expect(strip(res.body)).toBe(strip(missing.body));
        expect(res.body).not.toContain('Olive');
      }
      expect((await call('GET', `/api/v1/patients/${recordId}/${path}`, doctor)).statusCode).toBe(200);
      expect((await call('GET', `/api/v1/patients/${recordId}/${path}`, tech)).statusCode).toBe(403);
      expect((await call('GET', `/api/v1/patients/${recordId}/${path}`, admin)).statusCode).toBe(403);
    }
    const put = await call('PUT', `/api/v1/patients/${recordId}`, otherDoctor, { full_name: 'Taken Over' });
    expect(put.statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/patients/${recordId}`, otherPatient, { full_name: 'Taken Over' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/patients/${recordId}`, admin, { full_name: 'Taken Over' })).statusCode).toBe(403);
    expect((await ok('GET', '/api/v1/patients/me', patient)).full_name).toBe('Olive Overview');
  });
});

describe('the caller’s own record as `me`', () => {
  it('answers analytics and activity for `me` exactly as for the record id, and `me` means no one else', async () => {
    expect(await ok('GET', '/api/v1/patients/me/analytics', patient)).toEqual(await ok('GET', `/api/v1/patients/${recordId}/analytics`, patient));
    expect(await ok('GET', '/api/v1/patients/me/activity', patient)).toEqual(await ok('GET', `/api/v1/patients/${recordId}/activity`, patient));
    const fresh = await signedInUser(ctx.app, ctx.database.db, 'overview-me-fresh@example.com');
    for (const path of ['analytics', 'activity']) {
      const none = await call('GET', `/api/v1/patients/me/${path}`, fresh);
      expect(none.statusCode).toBe(404);
      expect(none.json().detail).toBe('You have no patient record yet.');
      // A doctor's `me` is not one of their patients.
      expect((await call('GET', `/api/v1/patients/me/${path}`, doctor)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/patients/not-an-id/${path}`, patient)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/v1/patients/:id/analytics', () => {
  it('counts from the patient’s real sessions, orders and released results', async () => {
    const analytics = await ok('GET', `/api/v1/patients/${recordId}/analytics`, patient);
    expect(analytics).toEqual({
      active_questionnaires: 1,
      completed_tests: 1,
      pending_results: 1,
      // 13 of 14 CMP values in range = 93, minus 10 for the critical potassium.
      health_score: 83,
    });
    expect(await ok('GET', `/api/v1/patients/${otherRecordId}/analytics`, otherPatient)).toEqual({
      active_questionnaires: 0,
      completed_tests: 0,
      pending_results: 0,
      health_score: null,
    });
  });
});

describe('GET /api/v1/patients/:id/activity', () => {
  it('lists order steps, released results and assessments newest first, without result values', async () => {
    // A page as long as the whole history here (the dashboard asks for 10 at a time).
    const res = await call('GET', `/api/v1/patients/${recordId}/activity?limit=50`, patient);
    expect(res.statusCode).toBe(200);
    const items: Activity[] = res.json().data;
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThanOrEqual(50);
    const times = items.map((i) => Date.parse(i.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const results = items.find((i) => i.type === 'test_result');
    expect(results).toMatchObject({ title: `Results for ${released.orderNumber} are ready`, status: 'completed' });
    expect(results!.description).toContain('CMP');
    expect(items.find((i) => i.title === `Order ${pending.orderNumber} placed`)).toMatchObject({ type: 'lab_order', status: 'pending' });
    // A cancelled order is told as cancelled, not as completed.
    const cancelled = items.filter((i) => i.type === 'lab_order' && i.title.endsWith('Cancelled'));
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((i) => i.status === 'cancelled')).toBe(true);
    expect(items.find((i) => i.type === 'questionnaire' && i.status === 'in_progress')?.title).toBe('Health assessment in progress');
    expect(items.find((i) => i.title === 'Health assessment completed')).toMatchObject({ description: '2 questions answered.', status: 'completed' });
    expect(items.find((i) => i.type === 'recommendation')?.description).toMatch(/^2 tests suggested/);
    // Completion is told once, as the release.
    expect(items.filter((i) => i.title.includes(released.orderNumber) && i.title.endsWith('Completed'))).toEqual([]);
    // The texts, not the raw body: a timestamp such as 20:49:56.5… would contain '6.5' by chance.
    const texts = items.map((i) => `${i.title} ${i.description}`).join(' ');
    expect(texts).not.toContain('6.5');
    expect(texts).not.toContain('Ordered twice');
  });

  it('names who acted when it was not the patient: the doctor who ordered and released, the lab that collected', async () => {
    const items: Activity[] = await ok('GET', `/api/v1/patients/${recordId}/activity?limit=50`, patient);
    expect(items.find((i) => i.title === `Order ${pending.orderNumber} placed`)?.user).toEqual({ name: 'overview-doctor', role: 'doctor' });
    expect(items.find((i) => i.type === 'test_result')?.user).toEqual({ name: 'overview-doctor', role: 'doctor' });
    expect(items.find((i) => i.title === `Order ${released.orderNumber}: Sample Collected`)?.user).toEqual({ name: 'overview-tech', role: 'lab_technician' });
    // The patient's own assessments carry no name.
    expect(items.filter((i) => i.type === 'questionnaire').every((i) => i.user === undefined)).toBe(true);
    expect(JSON.stringify(items)).not.toContain('@example.com');
  });

  it('pages with a cursor: every item once, in order, however small the pages', async () => {
    const all: Activity[] = await ok('GET', `/api/v1/patients/${recordId}/activity?limit=50`, patient);
    expect(all.length).toBeGreaterThan(6);
    const paged: Activity[] = [];
    let before: string | undefined;
    for (let guard = 0; guard < 40; guard += 1) {
      const query = new URLSearchParams({ limit: '3', ...(before ? { before } : {}) });
      const page: Activity[] = await ok('GET', `/api/v1/patients/${recordId}/activity?${query.toString()}`, patient);
      expect(page.length).toBeLessThanOrEqual(3);
      paged.push(...page);
      if (page.length < 3) break;
      before = `${page.at(-1)!.timestamp}|${page.at(-1)!.id}`;
    }
    expect(paged.map((i) => i.id)).toEqual(all.map((i) => i.id));
  });

  it('keeps items that share a millisecond (or differ below it) apart across pages', async () => {
    const owner = await signedInUser(ctx.app, ctx.database.db, 'overview-ties@example.com');
    const db = ctx.database.db;
    const [record] = await db.insert(patients).values({ userId: owner.id, fullName: 'Tia Ties' }).returning();
    const same = sql`'2026-03-04T05:06:07.123400Z'::timestamptz`;
    const sessions = await db
      .insert(questionnaireSessions)
      .values([
        { patientId: record!.id, startedBy: owner.id, sessionType: 'diagnostic', createdAt: same },
        { patientId: record!.id, startedBy: owner.id, sessionType: 'diagnostic', createdAt: sql`'2026-03-04T05:06:07.123900Z'::timestamptz` },
        { patientId: record!.id, startedBy: owner.id, sessionType: 'diagnostic', createdAt: same },
      ])
      .returning();
    // Each begun (answered once), so each is the patient's assessment.
    await db.insert(questionnaireResponses).values(sessions.map((row) => ({ sessionId: row.id, questionId: 'concern_text', response: 'tired', sequence: 1 })));
    await db.insert(questionnaireAnalyses).values({
      sessionId: sessions[0]!.id,
      conditions: [],
      insights: [],
      recommendations: [{ code: 'CBC' }],
      triage: {},
      confidenceLevel: 50,
      engineVersion: 'test',
      createdAt: same,
    });
    const all: Activity[] = await ok('GET', `/api/v1/patients/${record!.id}/activity`, owner);
    expect(all).toHaveLength(4);
    expect(new Set(all.map((i) => i.timestamp))).toEqual(new Set(['2026-03-04T05:06:07.123Z']));
    const paged: string[] = [];
    let before: string | undefined;
    for (let guard = 0; guard < 10; guard += 1) {
      const query = new URLSearchParams({ limit: '1', ...(before ? { before } : {}) });
      const page: Activity[] = await ok('GET', `/api/v1/patients/${record!.id}/activity?${query.toString()}`, owner);
      if (page.length === 0) break;
      paged.push(page[0]!.id);
      before = `${page[0]!.timestamp}|${page[0]!.id}`;
    }
    expect(paged).toEqual(all.map((i) => i.id));
  });

  it('refuses a bad limit or cursor with a message that says what to send', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=ten']) {
      const res = await call('GET', `/api/v1/patients/${recordId}/activity?${query.toString()}`, patient);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toMatch(/Ask for 1 to 50 activity items/);
    }
    for (const before of ['yesterday', '2026-01-01T00:00:00.000Z', `2026-01-01T00:00:00.000Z|results:${MISSING}`, `2026-01-01T00:00:00.000Z|order-event:1' or '1'='1`]) {
      const res = await call('GET', `/api/v1/patients/${recordId}/activity?${new URLSearchParams({ before }).toString()}`, patient);
      expect(res.statusCode, before).toBe(400);
      expect(res.json().detail).toMatch(/timestamp\|id/);
    }
    expect((await call('GET', `/api/v1/patients/${recordId}/activity?sort=title`, patient)).statusCode).toBe(400);
  });
});

describe('PUT /api/v1/patients/:id', () => {
  it('lets the patient and their doctor correct the four fields', async () => {
    const mine = await ok('PUT', `/api/v1/patients/${recordId}`, patient, { phone: '+1 617 555 0130', date_of_birth: '1990-01-15', sex: 'female' });
    expect(mine).toMatchObject({ phone: '+16175550130', date_of_birth: '1990-01-15', full_name: 'Olive Overview' });
    const byDoctor = await ok('PUT', `/api/v1/patients/${recordId}`, doctor, { full_name: 'Olive O. Overview', phone: null });
    expect(byDoctor).toMatchObject({ full_name: 'Olive O. Overview', phone: null, date_of_birth: '1990-01-15' });
  });

  it('refuses other keys and bad values with a message a person can act on, changing nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ full_name: 'X', status: 'results_ready' }, /status/],
      [{ primaryDoctorId: otherDoctor.id }, /primaryDoctorId/],
      [{ user_id: otherPatient.id }, /user_id/],
      [{ consent_given: true }, /consent_given/],
      [{}, /Change at least one/],
      [{ date_of_birth: '01/02/1990' }, /YYYY-MM-DD/],
      [{ date_of_birth: '2999-01-01' }, /not in the future/],
      [{ phone: 'not a phone' }, /phone number/],
      [{ sex: 'M' }, /sex at birth/],
      [{ full_name: '' }, /full name/],
      [{ full_name: 'X', role: 'admin' }, /role/],
      [{ full_name: 'X', patientId: otherRecordId }, /patientId/],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', `/api/v1/patients/${recordId}`, patient, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toMatch(message);
    }
    // A prototype key is refused before it could reach any object.
    const proto = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/patients/${recordId}`,
      headers: { ...patient.headers, 'content-type': 'application/json' },
      payload: '{"full_name":"Proto","__proto__":{"status":"results_ready"}}',
    });
    expect(proto.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(patients).where(eq(patients.id, recordId));
    expect(row).toMatchObject({ fullName: 'Olive O. Overview', status: 'new', primaryDoctorId: doctor.id, userId: patient.id });
  });
});

describe('consent at onboarding', () => {
  it('records date of birth, sex and consent once, creating the record when there is none, and refuses without consent', async () => {
    const newcomer = await signedInUser(ctx.app, ctx.database.db, 'consent-newcomer@example.com');
    const send = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/patients/me/consent', headers: newcomer.headers, payload });
    const refused = await send({ date_of_birth: '1990-05-04', sex: 'female', consent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please agree to the processing of your health data to continue.');
    expect((await send({ date_of_birth: '1990-05-04', sex: 'female', consent: true, status: 'new' })).statusCode).toBe(400);
    const given = await send({ date_of_birth: '1990-05-04', sex: 'female', consent: true });
    expect(given.statusCode).toBe(200);
    // The new record carries the account's name, not its e-mail address.
    expect(given.json().data).toMatchObject({ full_name: 'consent-newcomer', date_of_birth: '1990-05-04', sex: 'female', consent_given: true });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/patients/me', headers: newcomer.headers });
    expect(me.json().data.consent_given).toBe(true);
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'consent-doctor@example.com', 'doctor');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/patients/me/consent', headers: doctor.headers, payload: { date_of_birth: '1990-05-04', sex: 'female', consent: true } })).statusCode).toBe(403);
  });
});
