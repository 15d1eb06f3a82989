import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { RATING_MESSAGES } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs, type ApiMethod } from '../../../test/api';
import { labIdNamed, testIdOf } from '../../../test/catalog';
import { collectAndProcess, placeOrder, uploadResults } from '../../../test/lab-orders';
import { auditEvents, orderEvents, orders, patients } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';
import { refreshPopularity } from '../catalog/repository';

/** Lab ratings: who may rate, when, once; and every figure built on them (and on order events) computed. */
const ctx = useTestApp({ FEATURE_PAYMENTS: 'false' });
let doctor: SignedInUser;
let tech: SignedInUser;
let labId: string;
let otherLabId: string;
let glucoseTestId: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

const call = (method: ApiMethod, url: string, who: SignedInUser, payload?: unknown) => callAs(ctx.app, method, url, who, payload);
const rate = (who: SignedInUser, id: string, payload: unknown) => call('POST', `/api/v1/lab-orders/${id}/rating`, who, payload);
const mine = (who: SignedInUser, id: string) => call('GET', `/api/v1/lab-orders/${id}/rating`, who);

async function patientWith(email: string, primaryDoctorId: string | null): Promise<SignedInUser> {
  const who = await signedInUser(ctx.app, ctx.database.db, email);
  await ctx.database.db.insert(patients).values({ userId: who.id, fullName: email, sexAtBirth: 'female', dateOfBirth: '1980-05-06', primaryDoctorId });
  return who;
}

/** Places a glucose order (as `orderer`, for `patientId` when a doctor) and takes it to the lab's bench. */
async function placeAndCollect(orderer: SignedInUser, patientId?: string) {
  const { id } = await placeOrder(ctx.app, orderer, { testIds: [glucoseTestId], labId, patientId });
  await collectAndProcess(ctx.app, id, tech);
  return id;
}

/** The lab uploads a normal glucose (90 mg/dL) for the order. */
const uploadNormalGlucose = (id: string) => uploadResults(ctx.app, id, tech, () => 90);

const network = async (who: SignedInUser) => (await call('GET', '/api/v1/labs', who)).json().data;
const labIn = (data: { labs: { id: string }[] }, id: string) => data.labs.find((l) => l.id === id) as Record<string, unknown>;
const glucose = async (who: SignedInUser, query = 'q=GLU') =>
  ((await call('GET', `/api/v1/catalog/tests?${query}`, who)).json().data.tests as { code: string; rating: number | null; ratingCount: number; popularity: number }[]);

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  glucoseTestId = await testIdOf(db, 'GLU');
  labId = await labIdNamed(db, 'Riverbend Diagnostics');
  otherLabId = await labIdNamed(db, 'Lakeshore Reference Lab');
  doctor = await signedInUser(ctx.app, db, 'rating-doctor@example.com', 'doctor');
  tech = await signedInUser(ctx.app, db, 'rating-tech@example.com', 'lab_technician', { labId });
});

describe('lab ratings', () => {
  it('start empty: no rating, no measured turnaround, and the network says so', async () => {
    const viewer = await signedInUser(ctx.app, ctx.database.db, 'rating-viewer@example.com');
    const data = await network(viewer);
    expect(labIn(data, labId)).toMatchObject({ rating: null, ratingCount: 0, averageTurnaroundHours: null, expectedTurnaroundHours: 36 });
    expect(data.summary).toMatchObject({ networkRating: null, averageTurnaroundDays: null });
    expect((await glucose(viewer))[0]).toMatchObject({ code: 'GLU', rating: null, ratingCount: 0, popularity: 0 });
  });

  it('lets the patient rate a self-order once, only after release, with clear refusals', async () => {
    const patient = await patientWith('rating-self@example.com', null);
    const id = await placeAndCollect(patient);

    const early = await rate(patient, id, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(RATING_MESSAGES.notReleased);
    expect((await mine(patient, id)).json().data).toMatchObject({ rating: null, open: false, reason: RATING_MESSAGES.notReleased });

    await uploadNormalGlucose(id); // a self-order is released to the patient with its results
    expect((await mine(patient, id)).json().data).toMatchObject({ rating: null, open: true, reason: null, labName: 'Riverbend Diagnostics' });

    for (const stars of [0, 6, 3.5, '4']) {
      const bad = await rate(patient, id, { stars });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toContain(RATING_MESSAGES.stars);
    }
    const long = await rate(patient, id, { stars: 4, comment: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toContain(RATING_MESSAGES.commentTooLong);

    const saved = await rate(patient, id, { stars: 5, comment: '  Quick and friendly.  ' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ message: RATING_MESSAGES.saved, data: { orderId: id, labId, stars: 5, comment: 'Quick and friendly.', raterRole: 'patient' } });
    const [entry] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceType, 'lab_rating'), eq(auditEvents.action, 'create'), eq(auditEvents.actorUserId, patient.id)));
    expect(entry).toMatchObject({ outcome: 'allowed' });

    const again = await rate(patient, id, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(RATING_MESSAGES.alreadyRated);
    expect((await mine(patient, id)).json().data).toMatchObject({ open: false, rating: { stars: 5, comment: 'Quick and friendly.' } });
  });

  it('answers another patient, another doctor and a missing id alike (404), and refuses technicians', async () => {
    const owner = await patientWith('rating-owner@example.com', null);
    const id = await placeAndCollect(owner);
    await uploadNormalGlucose(id);
    const stranger = await patientWith('rating-stranger@example.com', null);
    const otherDoctor = await signedInUser(ctx.app, ctx.database.db, 'rating-other-doctor@example.com', 'doctor');
    const missing = await rate(stranger, MISSING, { stars: 4 });
    expect(missing.statusCode).toBe(404);
    for (const who of [stranger, otherDoctor]) {
      for (const res of [await rate(who, id, { stars: 4 }), await mine(who, id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe(missing.json().detail);
      }
    }
    expect((await rate(tech, id, { stars: 4 })).statusCode).toBe(403);
  });

  it('lets the ordering doctor rate after release, not the patient’s other doctor', async () => {
    const patient = await patientWith('rating-doctored@example.com', doctor.id);
    const [record] = await ctx.database.db.select().from(patients).where(eq(patients.userId, patient.id));
    const id = await placeAndCollect(doctor, record!.id);
    await uploadNormalGlucose(id); // Results Ready: the doctor has not released them yet
    expect((await rate(doctor, id, { stars: 3 })).statusCode).toBe(409);
    expect((await call('POST', `/api/v1/lab-orders/${id}/release`, doctor, {})).statusCode).toBe(200);

    expect((await rate(doctor, id, { stars: 3 })).json().data).toMatchObject({ raterRole: 'doctor', stars: 3, comment: null });
    expect((await rate(patient, id, { stars: 4 })).statusCode).toBe(201);

    // Another doctor who now cares for the patient sees the order but did not order it.
    const successor = await signedInUser(ctx.app, ctx.database.db, 'rating-successor@example.com', 'doctor');
    await ctx.database.db.update(patients).set({ primaryDoctorId: successor.id }).where(eq(patients.id, record!.id));
    const refused = await rate(successor, id, { stars: 2 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(RATING_MESSAGES.notRater);
    expect((await mine(successor, id)).json().data).toMatchObject({ open: false, reason: RATING_MESSAGES.notRater });
  });

  it('computes the lab’s rating, the network rating, the test’s rating and popularity from the ratings and orders', async () => {
    const viewer = await signedInUser(ctx.app, ctx.database.db, 'rating-reader@example.com');
    // Ratings so far at Riverbend: 5 (self-order), 3 and 4 (doctor's order) → 4.0.
    const data = await network(viewer);
    expect(labIn(data, labId)).toMatchObject({ rating: 4, ratingCount: 3 });
    expect(labIn(data, otherLabId)).toMatchObject({ rating: null, ratingCount: 0 });
    expect(data.summary.networkRating).toBe(4);
    const detail = (await call('GET', `/api/v1/labs/${labId}`, viewer)).json().data;
    expect(detail.performance).toMatchObject({ rating: 4, ratingCount: 3 });

    const [glu] = await glucose(viewer);
    expect(glu).toMatchObject({ rating: 4, ratingCount: 3, popularity: 3 });
    // Most Popular: the rated test first, whatever its name.
    expect((await glucose(viewer, 'sort=popular'))[0]!.code).toBe('GLU');

    // An order older than the window no longer counts towards popularity once the periodic refresh has run (ADR 0052).
    const [oldest] = await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.labId, labId)).orderBy(orders.createdAt).limit(1);
    await ctx.database.db.update(orders).set({ createdAt: sql`now() - interval '100 days'` }).where(eq(orders.id, oldest!.id));
    await refreshPopularity(ctx.database.db);
    expect((await glucose(viewer))[0]!.popularity).toBe(2);
  });

  it('measures turnaround from collection to results in the order events, over the last 90 days', async () => {
    const viewer = await signedInUser(ctx.app, ctx.database.db, 'rating-turnaround@example.com');
    const db = ctx.database.db;
    const done = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.labId, labId), eq(orders.status, 'completed')));
    expect(done.length).toBe(3);
    // Collected 30 hours before the results (first two orders) and 18 hours before (third) → mean 26.
    for (const [i, { id }] of done.entries()) {
      const hours = i < 2 ? 30 : 18;
      await db.update(orderEvents).set({ createdAt: sql`now() - make_interval(hours => ${hours + 1})` }).where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'sample_collected')));
      await db.update(orderEvents).set({ createdAt: sql`now() - interval '1 hour'` }).where(and(eq(orderEvents.orderId, id), sql`${orderEvents.toStatus} in ('results_ready', 'completed')`));
    }
    let data = await network(viewer);
    expect(labIn(data, labId)).toMatchObject({ averageTurnaroundHours: 26 });
    expect(data.summary.averageTurnaroundDays).toBe(1.1);
    expect((await call('GET', `/api/v1/labs/${labId}`, viewer)).json().data.performance.averageTurnaroundHours).toBe(26);

    // Results older than the window drop out.
    await db.update(orderEvents).set({ createdAt: sql`${orderEvents.createdAt} - interval '120 days'` }).where(eq(orderEvents.orderId, done[2]!.id));
    data = await network(viewer);
    expect(labIn(data, labId)).toMatchObject({ averageTurnaroundHours: 30 });
  });
});
