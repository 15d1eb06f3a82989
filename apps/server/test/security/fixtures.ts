import { eq } from 'drizzle-orm';
import type { TestContext } from '../app';
import { signedInUser } from '../accounts';
import { labs, notifications, patients, questionnaireAnalyses, questionnaireResponses, questionnaireSessions, resultInterpretations, tests } from '../../src/db/schema';
import { seedReferenceData } from '../../src/db/seed/seed-reference-data';

/**
 * The cast of SECURITY.md's access-control matrix and the objects they own. Patient records carry
 * canary markers in their names and results, so a response that leaks another patient's data is
 * found by a plain substring search.
 */
export const MARK = { A: 'CANARY-ALFA-7731', B: 'CANARY-BRAVO-9902' } as const;

export const ACTORS = ['anonymous', 'patientA', 'patientB', 'doctorOfA', 'otherDoctor', 'techOfLab', 'otherTech', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export type Fixtures = Awaited<ReturnType<typeof buildFixtures>>;

type Signed = Awaited<ReturnType<typeof signedInUser>>;

export async function buildFixtures(ctx: TestContext) {
  const { app } = ctx;
  const db = ctx.database.db;
  await seedReferenceData(db);
  const [labA] = await db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
  const [labB] = await db.select().from(labs).where(eq(labs.name, 'Riverbend Diagnostics'));
  const [cbc] = await db.select().from(tests).where(eq(tests.code, 'CBC'));

  const users: Record<Exclude<Actor, 'anonymous'>, Signed> = {
    patientA: await signedInUser(app, db, 'matrix-patient-a@example.com'),
    patientB: await signedInUser(app, db, 'matrix-patient-b@example.com'),
    doctorOfA: await signedInUser(app, db, 'matrix-doctor-a@example.com', 'doctor'),
    otherDoctor: await signedInUser(app, db, 'matrix-doctor-b@example.com', 'doctor'),
    techOfLab: await signedInUser(app, db, 'matrix-tech-a@example.com', 'lab_technician', { labId: labA!.id }),
    otherTech: await signedInUser(app, db, 'matrix-tech-b@example.com', 'lab_technician', { labId: labB!.id }),
    admin: await signedInUser(app, db, 'matrix-admin@example.com', 'admin'),
  };
  const [recordA] = await db
    .insert(patients)
    .values({ userId: users.patientA.id, fullName: `Alfa ${MARK.A}`, sexAtBirth: 'female', dateOfBirth: '1984-03-02', primaryDoctorId: users.doctorOfA.id, consentGivenAt: new Date(), consentVersion: 'test' })
    .returning();
  const [recordB] = await db
    .insert(patients)
    .values({ userId: users.patientB.id, fullName: `Bravo ${MARK.B}`, sexAtBirth: 'male', dateOfBirth: '1979-11-20', primaryDoctorId: users.otherDoctor.id, consentGivenAt: new Date(), consentVersion: 'test' })
    .returning();

  const call = async (method: string, url: string, user: Signed, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: method as 'GET', url, headers: { ...user.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };

  // A's order: placed by A's doctor, routed to the technician's lab, results uploaded with a marked comment.
  await call('POST', '/api/v1/cart/lines', users.doctorOfA, { testId: cbc!.id });
  const [orderA] = await call('POST', '/api/v1/lab-orders', users.doctorOfA, { patientId: recordA!.id, labId: labA!.id });
  await call('POST', `/api/v1/lab-orders/${orderA.id}/collect`, users.techOfLab, {});
  await call('POST', `/api/v1/lab-orders/${orderA.id}/start-processing`, users.techOfLab);
  const form = await call('GET', `/api/v1/lab-orders/${orderA.id}/result-form`, users.techOfLab);
  const normal: Record<string, number> = { WBC: 6, RBC: 4.5, HGB: 13, HCT: 40, MCV: 90, PLT: 250 };
  const values = form.items.flatMap((item: { orderItemId: string; analytes: { analyteId: string; code: string }[] }) =>
    item.analytes.map((a) => ({ orderItemId: item.orderItemId, analyteId: a.analyteId, value: normal[a.code] ?? 1 })),
  );
  await call('POST', `/api/v1/lab-orders/${orderA.id}/results`, users.techOfLab, { values, labComments: `Reviewed ${MARK.A}` });

  // B's order: a self-order routed to the other lab.
  await call('POST', '/api/v1/cart/lines', users.patientB, { testId: cbc!.id });
  const [orderB] = await call('POST', '/api/v1/lab-orders', users.patientB, { labId: labB!.id });

  // One questionnaire session each, with an answer that names the patient's marker.
  const session = async (patientId: string, startedBy: string, mark: string) => {
    const [row] = await db.insert(questionnaireSessions).values({ patientId, startedBy, sessionType: 'diagnostic' }).returning();
    await db.insert(questionnaireResponses).values({ sessionId: row!.id, questionId: 'concern_text', response: `Tired ${mark}`, sequence: 1 });
    return row!.id;
  };
  const sessionA = await session(recordA!.id, users.patientA.id, MARK.A);
  const sessionB = await session(recordB!.id, users.patientB.id, MARK.B);

  // One assessment update each, stored directly (neither order is released), on a completed
  // assessment of its own so the sessions above stay in progress; the marker sits in its triage.
  const interpretation = async (patientId: string, startedBy: string, orderId: string, mark: string) => {
    const [done] = await db.insert(questionnaireSessions).values({ patientId, startedBy, sessionType: 'diagnostic', status: 'completed', completedAt: new Date() }).returning();
    const sessionId = done!.id;
    const triage = { level: 'routine', reasons: [`Reason ${mark}`], advice: 'Book a consultation with your doctor.' };
    await db.insert(questionnaireAnalyses).values({ sessionId, conditions: { ranked: [] }, insights: [], recommendations: [], triage, confidenceLevel: 40, engineVersion: 'test' });
    const [row] = await db
      .insert(resultInterpretations)
      .values({ sessionId, orderId, reportVersion: 1, version: 2, conditions: [], insights: [], triage, changes: [], values: [], nextSteps: [], confidenceLevel: 40, engineVersion: 'test' })
      .returning();
    return row!.id;
  };
  const interpretationA = await interpretation(recordA!.id, users.patientA.id, orderA.id as string, MARK.A);
  const interpretationB = await interpretation(recordB!.id, users.patientB.id, orderB.id as string, MARK.B);

  const notificationOf = async (userId: string) => {
    const [row] = await db.select().from(notifications).where(eq(notifications.userId, userId)).limit(1);
    if (!row) throw new Error('fixture: no notification');
    return row.id;
  };

  return {
    users,
    labs: { A: labA!, B: labB! },
    testId: cbc!.id,
    /** Objects by owner: A's are visible to patient A, A's doctor and (orders) the routed lab's technician. */
    objects: {
      order: { A: orderA.id as string, B: orderB.id as string },
      patient: { A: recordA!.id, B: recordB!.id },
      identity: { A: recordA!.id, B: recordB!.id },
      session: { A: sessionA, B: sessionB },
      user: { A: users.patientA.id, B: users.patientB.id },
      results: { A: orderA.id as string, B: orderB.id as string },
      interpretation: { A: interpretationA, B: interpretationB },
      notification: { A: await notificationOf(users.patientA.id), B: await notificationOf(users.patientB.id) },
    },
  };
}
