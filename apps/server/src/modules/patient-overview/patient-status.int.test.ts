import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderStatus, PatientSummary } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { labs, orders, patients } from '../../db/schema';

const ctx = useTestApp();
let patient: SignedInUser;
let doctor: SignedInUser;
let patientId: string;
let labId: string;

beforeAll(async () => {
  const db = ctx.database.db;
  patient = await signedInUser(ctx.app, db, 'one-status-patient@example.com');
  doctor = await signedInUser(ctx.app, db, 'one-status-doctor@example.com', 'doctor');
  const [record] = await db.insert(patients).values({ userId: patient.id, fullName: 'Una Status', primaryDoctorId: doctor.id }).returning();
  patientId = record!.id;
  const [lab] = await db
    .insert(labs)
    .values({ name: 'One Status Lab', address: '1 Test Way', city: 'Testville', region: 'TS', phone: '+1 555 0000', email: 'lab@example.com' })
    .returning();
  labId = lab!.id;
});

/** The patient's status as each screen reads it: their own record, the doctor's list and the doctor's patient page. */
async function statuses() {
  const get = (url: string, who: SignedInUser) => ctx.app.inject({ method: 'GET', url, headers: who.headers });
  const own = (await get('/api/v1/patients/me', patient)).json().data.status as string;
  const list = ((await get('/api/v1/patients?q=Una', doctor)).json().data as { items?: PatientSummary[] } | PatientSummary[]);
  const rows = Array.isArray(list) ? list : (list.items ?? []);
  const listed = rows.find((p) => p.id === patientId)?.status;
  const page = (await get(`/api/v1/patients/${patientId}`, doctor)).json().data.status as string;
  return { own, listed, page };
}

const order = (status: OrderStatus) =>
  ctx.database.db.insert(orders).values({ patientId, orderedBy: doctor.id, orderingDoctorId: doctor.id, labId, status }).returning();

describe('one status per patient', () => {
  it('is the same on the patient’s own record, the doctor’s list and the patient page, as the orders move', async () => {
    expect(await statuses()).toEqual({ own: 'new', listed: 'new', page: 'new' });
    const [first] = await order('awaiting_payment');
    expect(await statuses()).toEqual({ own: 'awaiting_payment', listed: 'awaiting_payment', page: 'awaiting_payment' });
    await ctx.database.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, first!.id));
    expect(await statuses()).toEqual({ own: 'in_progress', listed: 'in_progress', page: 'in_progress' });
    await order('results_ready');
    expect(await statuses()).toEqual({ own: 'results_ready', listed: 'results_ready', page: 'results_ready' });
  });
});
