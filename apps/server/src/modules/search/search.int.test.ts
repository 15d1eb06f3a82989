import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, labs, orders, patients, tests } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

type Results = {
  patients: { id: string; fullName: string; dateOfBirth: string | null }[];
  orders: { id: string; orderNumber: string; patientName: string | null; status: string }[];
  tests: { code: string; name: string }[];
};

const ctx = useTestApp();
let patientA: SignedInUser, patientB: SignedInUser, doctor: SignedInUser, otherDoctor: SignedInUser, tech: SignedInUser, otherTech: SignedInUser, admin: SignedInUser;
const record: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
const order: Record<'a' | 'b', { id: string; number: string }> = { a: { id: '', number: '' }, b: { id: '', number: '' } };

const search = (who: SignedInUser | null, q: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}`, headers: who?.headers ?? {} });
const results = async (who: SignedInUser, q: string): Promise<Results> => {
  const res = await search(who, q);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  const db = ctx.database.db;
  await seedReferenceData(db);
  const [lab1, lab2] = await db.select().from(labs).limit(2);
  patientA = await signedInUser(ctx.app, db, 'srch-a@example.com');
  patientB = await signedInUser(ctx.app, db, 'srch-b@example.com');
  doctor = await signedInUser(ctx.app, db, 'srch-doc@example.com', 'doctor');
  otherDoctor = await signedInUser(ctx.app, db, 'srch-other-doc@example.com', 'doctor');
  tech = await signedInUser(ctx.app, db, 'srch-tech@example.com', 'lab_technician', { labId: lab1!.id });
  otherTech = await signedInUser(ctx.app, db, 'srch-tech2@example.com', 'lab_technician', { labId: lab2!.id });
  admin = await signedInUser(ctx.app, db, 'srch-admin@example.com', 'admin');

  const [a, b, c] = await db
    .insert(patients)
    .values([
      { userId: patientA.id, fullName: 'Alma Quillfeather', email: 'srch-a@example.com', dateOfBirth: '1980-02-03', primaryDoctorId: doctor.id },
      { userId: patientB.id, fullName: 'Bruno Quillfeather', email: 'srch-b@example.com', dateOfBirth: '1975-06-07', primaryDoctorId: otherDoctor.id },
      { fullName: 'Carla Quillfeather', email: null, primaryDoctorId: doctor.id },
    ])
    .returning();
  record.a = a!.id;
  record.b = b!.id;
  record.c = c!.id;
  const [oa, ob] = await db
    .insert(orders)
    .values([
      { patientId: a!.id, orderedBy: doctor.id, orderingDoctorId: doctor.id, labId: lab1!.id, status: 'ordered' },
      { patientId: b!.id, orderedBy: patientB.id, labId: lab2!.id, status: 'sample_collected' },
    ])
    .returning();
  order.a = { id: oa!.id, number: oa!.orderNumber };
  order.b = { id: ob!.id, number: ob!.orderNumber };
  // A retired test never appears.
  await db.update(tests).set({ active: false }).where(eq(tests.code, 'TSH'));
});

const searchAudits = (who: SignedInUser) =>
  ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserId, who.id), eq(auditEvents.resourceType, 'search')))
    .orderBy(asc(auditEvents.id));

describe('GET /api/v1/search', () => {
  it('needs a signed-in caller', async () => {
    const res = await search(null, 'quill');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('refuses blank, over-long and unexpected input with a message a person can act on', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const res = await search(doctor, q);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/between 1 and 100 characters/);
    }
    const extra = await ctx.app.inject({ method: 'GET', url: '/api/v1/search?q=a&role=admin', headers: doctor.headers });
    expect(extra.statusCode).toBe(400);
    // Trimmed: 100 characters plus spaces is fine.
    expect((await search(doctor, `  ${'x'.repeat(100)}  `)).statusCode).toBe(200);
  });

  it('gives a patient only their own orders and no patients', async () => {
    const mine = await results(patientA, 'NB-');
    expect(mine.patients).toEqual([]);
    expect(mine.orders.map((o) => o.id)).toEqual([order.a.id]);
    const theirs = await results(patientA, order.b.number);
    expect(theirs.orders).toEqual([]);
    expect((await results(patientB, 'quillfeather')).orders.map((o) => o.orderNumber)).toEqual([order.b.number]);
  });

  it('gives a doctor only their own patients and those patients’ orders', async () => {
    const found = await results(doctor, 'quillfeather');
    expect(found.patients.map((p) => p.fullName)).toEqual(['Alma Quillfeather', 'Carla Quillfeather']);
    expect(found.patients[0]?.dateOfBirth).toBe('1980-02-03');
    expect(found.orders.map((o) => o.id)).toEqual([order.a.id]);
    expect(found.orders[0]?.patientName).toBe('Alma Quillfeather');
    // Another doctor's patient and order look exactly like nothing.
    const other = await results(doctor, 'Bruno');
    expect(other).toEqual({ patients: [], orders: [], tests: [] });
    expect((await results(doctor, order.b.number)).orders).toEqual([]);
    expect((await results(otherDoctor, 'quillfeather')).patients.map((p) => p.fullName)).toEqual(['Bruno Quillfeather']);
  });

  it('gives a lab technician the orders routed to their lab, with no patient list', async () => {
    const found = await results(tech, 'quillfeather');
    expect(found.patients).toEqual([]);
    expect(found.orders.map((o) => o.id)).toEqual([order.a.id]);
    expect((await results(otherTech, 'quillfeather')).orders.map((o) => o.id)).toEqual([order.b.id]);
  });

  it('gives an administrator identities and order numbers, without clinical detail', async () => {
    const found = await results(admin, 'quillfeather');
    expect(found.patients.map((p) => p.fullName)).toEqual(['Alma Quillfeather', 'Bruno Quillfeather', 'Carla Quillfeather']);
    expect(found.patients.every((p) => p.dateOfBirth === null)).toBe(true);
    // Orders are found by number only, and carry no patient name.
    expect(found.orders).toEqual([]);
    const byNumber = await results(admin, order.b.number);
    expect(byNumber.orders).toEqual([expect.objectContaining({ id: order.b.id, status: 'sample_collected', patientName: null })]);
  });

  it('finds active catalog tests for everyone, never retired ones, and says nothing when nothing matches', async () => {
    for (const who of [patientA, doctor, tech, admin]) {
      expect((await results(who, 'complete blood')).tests.map((t) => t.code)).toContain('CBC');
    }
    expect((await results(patientA, 'thyroid stimulating')).tests.map((t) => t.code)).not.toContain('TSH');
    expect(await results(doctor, 'zzqx-nothing-like-this')).toEqual({ patients: [], orders: [], tests: [] });
    // LIKE wildcards are literal text.
    expect((await results(admin, '%')).patients).toEqual([]);
  });

  it('audits which patients a search revealed, without keeping the search text', async () => {
    const before = await searchAudits(otherDoctor);
    await results(otherDoctor, 'bruno');
    const rows = await searchAudits(otherDoctor);
    const added = rows.slice(before.length);
    expect(added).toEqual([expect.objectContaining({ action: 'read', outcome: 'allowed', patientId: record.b, resourceId: null })]);
    expect(JSON.stringify(added).toLowerCase()).not.toContain('bruno');
    // A search that revealed no one still leaves one row.
    await results(otherDoctor, 'zzqx-nothing');
    const after = await searchAudits(otherDoctor);
    expect(after.length).toBe(rows.length + 1);
    expect(after.at(-1)?.patientId).toBeNull();
  });
});
