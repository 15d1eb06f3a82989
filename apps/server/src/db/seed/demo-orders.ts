import { and, eq, inArray } from 'drizzle-orm';
import { ageInYears, rangeFor, type ReferenceRange, type Role, type UserStatus } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database, Executor } from '../database';
import { labTests, orders, patients, tests, users } from '../schema';
import { addOneIfOrderable, cartLinesOf } from '../../modules/cart/repository';
import { checkout } from '../../modules/orders/checkout';
import { analytesForItems, patientOf, rangesFor } from '../../modules/results/repository';
import { collectSample, releaseResults, startProcessing, uploadResults } from '../../modules/results/workflow';
import { insertRating } from '../../modules/ratings/repository';
import { DEMO_ACCOUNTS } from './demo-users';

/** Audit rows of the seed carry this instead of a request id. */
const SEED_REQUEST_ID = 'seed:demo-orders';

type Stage = 'ordered' | 'sample_collected' | 'processing' | 'results_ready' | 'completed';

/**
 * The demo patient's orders, placed by the demo doctor at the demo technician's lab, one per stage
 * of the workflow, so each role opens a lived-in product. Values not named here are the middle of
 * the patient's reference range. Oldest first: the glucose test and the CMP share glucose's LOINC,
 * so the CMP's glucose trend shows both.
 */
type DemoRating = { by: 'patient' | 'doctor'; stars: number; comment?: string };

export const DEMO_ORDERS: readonly {
  test: string;
  stage: Stage;
  notes: string;
  values?: Record<string, number>;
  labComments?: string;
  doctorComment?: string;
  /** Ratings of the lab given after release, as the patient or the ordering doctor gives them. */
  ratings?: readonly DemoRating[];
}[] = [
  {
    test: 'GLU',
    stage: 'completed',
    notes: 'Fasting glucose before the annual check-up.',
    values: { GLU: 104 },
    doctorComment: 'Slightly above the fasting range; we will look at it again with the metabolic panel.',
    ratings: [{ by: 'patient', stars: 5, comment: 'Quick collection and the results came the next day.' }],
  },
  {
    test: 'CMP',
    stage: 'completed',
    notes: 'Annual check-up; on an ACE inhibitor.',
    values: { GLU: 97, K: 6.5 },
    labComments: 'Sample slightly hemolysed.',
    doctorComment: 'Please repeat the potassium test this week; I have called you about it.',
    ratings: [
      { by: 'patient', stars: 4 },
      { by: 'doctor', stars: 4, comment: 'Reliable, though the sample was hemolysed.' },
    ],
  },
  { test: 'HBA1C', stage: 'results_ready', notes: 'Follow-up of the raised fasting glucose.', values: { A1C: 5.9 } },
  { test: 'LIPID', stage: 'processing', notes: 'Cardiovascular risk review.' },
  { test: 'CBC', stage: 'sample_collected', notes: 'Tiredness for three weeks.' },
  { test: 'TSH', stage: 'ordered', notes: 'Tiredness for three weeks; thyroid screen.' },
];

async function principalOf(db: Executor, email: string, role: Role): Promise<Principal | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.role !== role || user.status !== 'active') return null;
  return { userId: user.id, role, status: user.status as UserStatus, requestedRole: null, email: user.email, labId: user.labId };
}

/** One value per analyte of the order: the named ones, else mid-range (qualitative: the normal text). */
async function resultValues(tx: Executor, orderId: string, patientId: string, named: Record<string, number>) {
  const analytes = await analytesForItems(tx, orderId);
  const ranges = await rangesFor(tx, analytes.map((a) => a.analyteId));
  const patient = await patientOf(tx, patientId);
  return analytes.map((a) => {
    const range = rangeFor(
      ranges.filter((r) => r.analyteId === a.analyteId).map((r) => ({ ...r, sex: r.sex as ReferenceRange['sex'] })),
      patient?.sexAtBirth ?? 'unknown',
      ageInYears(patient?.dateOfBirth ?? null),
    );
    const middle = range?.low != null && range.high != null ? Number(((range.low + range.high) / 2).toFixed(a.decimals)) : (range?.high ?? range?.low ?? 1);
    const value = a.valueType === 'qualitative' ? (range?.normalText ?? 'Negative') : (named[a.code] ?? middle);
    return { orderItemId: a.orderItemId, analyteId: a.analyteId, value };
  });
}

/**
 * Seeds DEMO_ORDERS through the same steps a request takes (checkout from the doctor's cart, the
 * lab workflow's transitions with their events, results flagged by the patient's ranges, audit
 * rows). Runs right after the demo users are created. Idempotent: once the demo doctor has any
 * order for the demo patient (or something in their cart), nothing is added.
 */
export async function seedDemoOrders(db: Database): Promise<void> {
  const [patientAccount, doctorAccount, labAccount] = (['patient', 'doctor', 'lab_technician'] as const).map((role) => DEMO_ACCOUNTS.find((a) => a.role === role)!);
  const doctor = await principalOf(db, doctorAccount!.email, 'doctor');
  const technician = await principalOf(db, labAccount!.email, 'lab_technician');
  const [patientUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, patientAccount!.email)).limit(1);
  if (!doctor || !technician?.labId || !patientUser) return;
  const [patient] = await db.select().from(patients).where(eq(patients.userId, patientUser.id)).limit(1);
  if (!patient || patient.primaryDoctorId !== doctor.userId) return;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.patientId, patient.id), eq(orders.orderingDoctorId, doctor.userId)))
    .limit(1);
  // Checkout takes the whole cart: never sweep up tests someone put there by hand.
  if (existing || (await cartLinesOf(db, doctor.userId)).length > 0) return;

  const offered = await db
    .select({ id: tests.id, code: tests.code })
    .from(labTests)
    .innerJoin(tests, eq(tests.id, labTests.testId))
    .where(and(eq(labTests.labId, technician.labId), eq(labTests.active, true), eq(tests.active, true), inArray(tests.code, DEMO_ORDERS.map((o) => o.test))));
  const testId = new Map(offered.map((t) => [t.code, t.id]));

  // One transaction per step, as one request each: every event gets its own time, in order.
  const inStep = <T>(principal: Principal, work: (step: { tx: Executor; principal: Principal; requestId: string }) => Promise<T>) =>
    db.transaction((tx) => work({ tx, principal, requestId: SEED_REQUEST_ID }));
  const load = async (tx: Executor, id: string) => (await tx.select().from(orders).where(eq(orders.id, id)).limit(1))[0]!;

  for (const demo of DEMO_ORDERS) {
    const id = testId.get(demo.test);
    if (!id) continue;
    const placed = await inStep(doctor, async ({ tx, principal, requestId }) => {
      await addOneIfOrderable(tx, principal.userId, id);
      // Payment is recorded at the lab when the sample is taken, so demo orders start as placed.
      const [order] = await checkout(tx, { principal, requestId, paymentsEnabled: false }, { patientId: patient.id, labId: technician.labId!, priority: 'standard', notes: demo.notes });
      return order!;
    });
    if (demo.stage === 'ordered') continue;
    await inStep(technician, async (step) => collectSample(step, await load(step.tx, placed.id), { specimenType: 'blood' }));
    if (demo.stage === 'sample_collected') continue;
    await inStep(technician, async (step) => startProcessing(step, await load(step.tx, placed.id)));
    if (demo.stage === 'processing') continue;
    await inStep(technician, async (step) => {
      const values = await resultValues(step.tx, placed.id, patient.id, demo.values ?? {});
      return uploadResults(step, await load(step.tx, placed.id), { values, ...(demo.labComments ? { labComments: demo.labComments } : {}) });
    });
    if (demo.stage === 'results_ready') continue;
    await inStep(doctor, async (step) => releaseResults(step, await load(step.tx, placed.id), demo.doctorComment));
    for (const rating of demo.ratings ?? []) {
      const raterId = rating.by === 'patient' ? patientUser.id : doctor.userId;
      await insertRating(db, { orderId: placed.id, labId: technician.labId, raterId, raterRole: rating.by, stars: rating.stars, comment: rating.comment ?? null });
    }
  }
}
