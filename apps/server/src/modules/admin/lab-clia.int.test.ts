import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CLIA_MESSAGE } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { labs } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp();
let admin: SignedInUser;
let patient: SignedInUser;

const labBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Clearwater Clinical Lab',
  address: '40 Bay Street, Tampa, FL',
  city: 'Tampa',
  region: 'FL',
  country: 'US',
  phone: '+1 813 555 0100',
  email: 'orders@clearwater.example',
  website: null,
  specialties: ['Chemistry'],
  hours: 'Mon-Fri 8AM-6PM',
  timeZone: 'America/New_York',
  certification: 'CLIA, CAP',
  established: 2012,
  capacityPerDay: 100,
  averageTurnaroundHours: 36,
  status: 'active',
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  await seedReferenceData(ctx.database.db);
  admin = await signedInUser(ctx.app, ctx.database.db, 'clia-admin@example.com', 'admin');
  patient = await signedInUser(ctx.app, ctx.database.db, 'clia-patient@example.com');
});

describe('a lab’s CLIA number', () => {
  let labId: string;

  it('is stored upper-cased, shown to administrators and in the lab network’s details', async () => {
    const res = await call('POST', '/api/v1/admin/labs', labBody({ cliaNumber: ' 10d0987654 ' }));
    expect(res.statusCode).toBe(201);
    labId = res.json().data.id;
    expect(res.json().data.cliaNumber).toBe('10D0987654');
    const detail = await call('GET', `/api/v1/labs/${labId}`, undefined, patient.headers);
    expect(detail.json().data.lab.cliaNumber).toBe('10D0987654');
    const network = (await call('GET', '/api/v1/labs', undefined, patient.headers)).json().data.labs as { id: string; cliaNumber: string | null }[];
    expect(network.find((l) => l.id === labId)?.cliaNumber).toBe('10D0987654');
  });

  it('stays when an update leaves it out, and is cleared by a blank', async () => {
    const kept = await call('PUT', `/api/v1/admin/labs/${labId}`, labBody({ hours: 'Mon-Sat 7AM-7PM' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.cliaNumber).toBe('10D0987654');
    const cleared = await call('PUT', `/api/v1/admin/labs/${labId}`, labBody({ cliaNumber: '' }));
    expect(cleared.json().data.cliaNumber).toBeNull();
  });

  it('refuses a number in the wrong format with a message that says the format', async () => {
    for (const bad of ['10X0987654', '10D098765', '10D09876543', 'ABCDEFGHIJ']) {
      const res = await call('PUT', `/api/v1/admin/labs/${labId}`, labBody({ cliaNumber: bad }));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'body.cliaNumber', message: CLIA_MESSAGE });
    }
  });

  it('is held to the format by the database too', async () => {
    await expect(ctx.database.db.update(labs).set({ cliaNumber: 'not-a-clia' }).where(eq(labs.id, labId))).rejects.toThrow();
  });

  it('is seeded for every demo lab', async () => {
    const rows = await ctx.database.db.select({ name: labs.name, clia: labs.cliaNumber }).from(labs).where(sql`${labs.name} <> 'Clearwater Clinical Lab'`);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(row.clia, row.name).toMatch(/^\d{2}D\d{7}$/);
  });
});
