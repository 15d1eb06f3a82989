import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { instantToZonedLocal, zonedLocalToInstant, type LabSummary, type OrderPriority, type OrderStatus, type ResultFlag } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';
import { appointments, auditEvents, labs, orderEvents, orderItems, orders, patients, results, testAnalytes, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

/** Kiritimati is UTC+14: its day is never the server's or UTC's, so "today" must be the lab's own. */
const ZONE = 'Pacific/Kiritimati';
const DAY_MS = 86_400_000;

const ctx = useTestApp();
beforeAll(async () => {
  await seedReferenceData(ctx.database.db);
});

/** The instant at which the lab's clocks read `time` on the day `days` away from the lab's today. */
function labLocal(days: number, time: string): Date {
  const today = instantToZonedLocal(new Date(), ZONE).date;
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return zonedLocalToInstant(date, time, ZONE);
}

const summaryOf = async (headers: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/lab-orders/summary', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as LabSummary;
};

describe('the lab dashboard summary', () => {
  it('counts every status group, today’s collections and uploads in the lab’s time zone, and open critical values — for the technician’s own lab only', async () => {
    const db = ctx.database.db;
    const lab = { address: '1 Test Way', city: 'Testville', region: 'TS', phone: '+1 555 0000', email: 'lab@example.com' };
    const [mine] = await db.insert(labs).values({ ...lab, name: 'Summary Lab', timeZone: ZONE }).returning();
    const [other] = await db.insert(labs).values({ ...lab, name: 'Other Summary Lab' }).returning();
    const tech = await signedInUser(ctx.app, db, 'summary-tech@example.com', 'lab_technician', { labId: mine!.id });
    const otherTech = await signedInUser(ctx.app, db, 'summary-other-tech@example.com', 'lab_technician', { labId: other!.id });
    const doctor = await signedInUser(ctx.app, db, 'summary-doctor@example.com', 'doctor');

    const empty = await summaryOf(tech.headers);
    expect(empty).toMatchObject({ timeZone: ZONE, active: 0, incoming: 0, collectionsToday: 0, completedToday: 0, criticalAwaitingRelease: 0, queue: [] });

    const [patient] = await db.insert(patients).values({ fullName: 'Sam Summary', primaryDoctorId: doctor.id }).returning();
    const [cbc] = await db.select().from(tests).where(eq(tests.code, 'CBC'));
    const [analyte] = await db.select().from(testAnalytes).where(eq(testAnalytes.testId, cbc!.id)).limit(1);
    let minutesAgo = 600;
    const order = async (status: OrderStatus, priority: OrderPriority = 'standard', labId = mine!.id) => {
      minutesAgo -= 10;
      const [row] = await db
        .insert(orders)
        .values({ patientId: patient!.id, orderedBy: doctor.id, orderingDoctorId: doctor.id, labId, status, priority, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .returning();
      const [item] = await db.insert(orderItems).values({ orderId: row!.id, testId: cbc!.id, unitPriceCents: 2500, testCode: 'CBC', testName: 'Complete Blood Count' }).returning();
      return { id: row!.id, orderNumber: row!.orderNumber, itemId: item!.id };
    };

    // Six incoming orders (one more than the queue shows), in the order they arrived.
    const oldestStandard = await order('awaiting_payment');
    const standard = await order('ordered');
    const urgent = await order('sent_to_lab', 'urgent');
    const stat = await order('ordered', 'stat');
    const newerStandard = await order('sent_to_lab');
    await order('ordered');
    const collected = await order('sample_collected');
    const processing = await order('processing');
    const urgentProcessing = await order('processing', 'urgent');
    await order('cancelled');
    // Results ready: one with a current critical value, one whose critical value was corrected away, one uploaded yesterday.
    const critical = await order('results_ready');
    const corrected = await order('results_ready');
    const yesterday = await order('results_ready');
    const completed = await order('completed');
    const result = (o: { id: string; itemId: string }, flag: ResultFlag, status: 'final' | 'corrected' | 'superseded', version = 1) => ({
      orderId: o.id,
      orderItemId: o.itemId,
      analyteId: analyte!.id,
      flag,
      hl7Flag: flag === 'critical' ? ('HH' as const) : ('N' as const),
      status,
      version,
      valueNumeric: 1,
    });
    await db.insert(results).values([result(critical, 'critical', 'final'), result(corrected, 'critical', 'superseded'), result(corrected, 'normal', 'corrected', 2)]);
    const uploaded = (o: { id: string }, to: OrderStatus, at: Date) => ({ orderId: o.id, fromStatus: 'processing' as const, toStatus: to, actorId: tech.id, actorRole: 'lab_technician' as const, createdAt: at });
    await db.insert(orderEvents).values([
      uploaded(critical, 'results_ready', new Date()),
      uploaded(corrected, 'results_ready', new Date()),
      uploaded(completed, 'completed', new Date()),
      uploaded(yesterday, 'results_ready', labLocal(-1, '23:30')),
    ]);

    // Another lab's orders, collections and critical values count for that lab alone.
    const elsewhere = await order('ordered', 'stat', other!.id);
    const elsewhereCritical = await order('results_ready', 'standard', other!.id);
    await db.insert(results).values(result(elsewhereCritical, 'critical', 'final'));

    // Collections: the lab's today runs from 00:00 to 24:00 on its own clocks.
    const booking = (scheduledAt: Date, status = 'scheduled', labId = mine!.id) => ({ patientId: patient!.id, labId, scheduledAt, status });
    await db.insert(appointments).values([
      booking(labLocal(0, '00:30')),
      booking(labLocal(0, '23:30')),
      booking(labLocal(0, '12:00'), 'cancelled'),
      booking(labLocal(0, '09:00'), 'completed'),
      booking(labLocal(-1, '23:30')),
      booking(labLocal(1, '00:30')),
      booking(new Date(), 'scheduled', other!.id),
    ]);

    const summary = await summaryOf(tech.headers);
    expect(summary).toEqual({
      timeZone: ZONE,
      active: 9,
      incoming: 6,
      sampleCollected: 1,
      processing: 2,
      resultsReady: 3,
      completed: 1,
      collectionsToday: 2,
      completedToday: 3,
      criticalAwaitingRelease: 1,
      queue: [stat, urgent, oldestStandard, standard, newerStandard].map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        status: expect.stringMatching(/^(awaiting_payment|ordered|sent_to_lab)$/),
        patientName: 'Sam Summary',
        priority: expect.any(String),
        createdAt: expect.any(String),
        testCodes: ['CBC'],
      })),
      toProcess: expect.any(Array),
    });
    expect(summary.queue.map((q) => q.priority)).toEqual(['stat', 'urgent', 'standard', 'standard', 'standard']);
    // The samples to process: collected or processing, urgent first, then the oldest — never an incoming or finished order.
    expect(summary.toProcess.map((q) => [q.orderNumber, q.status])).toEqual([
      [urgentProcessing.orderNumber, 'processing'],
      [collected.orderNumber, 'sample_collected'],
      [processing.orderNumber, 'processing'],
    ]);

    const theirs = await summaryOf(otherTech.headers);
    expect(theirs).toMatchObject({ active: 1, incoming: 1, resultsReady: 1, collectionsToday: 1, criticalAwaitingRelease: 1, completedToday: 0 });
    expect(theirs.queue.map((q) => q.id)).toEqual([elsewhere.id]);
    expect(theirs.toProcess).toEqual([]);

    // The read names patients, so it is audited.
    const audited = await db.select().from(auditEvents).where(eq(auditEvents.resourceType, 'lab_summary'));
    expect(audited.some((row) => row.actorUserId === tech.id && row.resourceId === mine!.id && row.outcome === 'allowed')).toBe(true);
  });

  it('shows zeros to a technician not yet assigned to a lab, and is the technician’s alone', async () => {
    const db = ctx.database.db;
    const unassigned = await signedInUser(ctx.app, db, 'summary-unassigned@example.com', 'lab_technician');
    expect(await summaryOf(unassigned.headers)).toMatchObject({ timeZone: null, active: 0, incoming: 0, collectionsToday: 0, queue: [] });
    const doctor = await signedInUser(ctx.app, db, 'summary-doctor-2@example.com', 'doctor');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/lab-orders/summary', headers: doctor.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/lab-orders/summary' })).statusCode).toBe(401);
  });
});
