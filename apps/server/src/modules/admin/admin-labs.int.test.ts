import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';

const ctx = useTestApp();
let admin: SignedInUser;
let tech: SignedInUser;

const labBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harborview Clinical Lab',
  address: '12 Pier Road, Portland, ME',
  city: 'Portland',
  region: 'ME',
  country: 'us',
  phone: '+1 207 555 0100',
  email: 'orders@harborview.example',
  website: 'https://harborview.example',
  specialties: ['Hematology', 'Chemistry'],
  hours: 'Mon-Fri 8AM-6PM',
  timeZone: 'America/New_York',
  certification: 'CLIA, CAP',
  established: 2010,
  capacityPerDay: 100,
  averageTurnaroundHours: 36,
  status: 'onboarding',
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const issues = (res: { json(): { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((res.json().issues ?? []).map((i) => [i.path, i.message]));

beforeAll(async () => {
  await seedReferenceData(ctx.database.db);
  admin = await signedInUser(ctx.app, ctx.database.db, 'labs-admin@example.com', 'admin');
  tech = await signedInUser(ctx.app, ctx.database.db, 'labs-tech@example.com', 'lab_technician');
});

describe('labs', () => {
  let labId: string;

  it('creates a lab with every field, audited, and lists it with its counts', async () => {
    const res = await call('POST', '/api/v1/admin/labs', labBody());
    expect(res.statusCode).toBe(201);
    labId = res.json().data.id;
    expect(res.json().data).toMatchObject({ name: 'Harborview Clinical Lab', country: 'US', status: 'onboarding', testsOffered: 0, technicians: 0, rating: null });
    const list = (await call('GET', '/api/v1/admin/labs')).json().data as { name: string }[];
    expect(list.map((l) => l.name)).toContain('Harborview Clinical Lab');
    const trail = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.resourceType, 'lab'), eq(auditEvents.resourceId, labId)));
    expect(trail.map((t) => t.action)).toEqual(['create']);
  });

  it('edits a lab, and the lab network shows the change', async () => {
    const res = await call('PUT', `/api/v1/admin/labs/${labId}`, labBody({ status: 'active', hours: 'Mon-Sat 7AM-7PM', capacityPerDay: 250 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', hours: 'Mon-Sat 7AM-7PM', capacityPerDay: 250 });
    const network = (await call('GET', '/api/v1/labs', undefined, tech.headers)).json().data.labs;
    expect(network.find((l: { id: string }) => l.id === labId)).toMatchObject({ status: 'active', capacityPerDay: 250 });
  });

  it('validates every field with a message a person can act on', async () => {
    const res = await call(
      'POST',
      '/api/v1/admin/labs',
      labBody({ name: 'X', email: 'nope', phone: 'call us', hours: 'weekdays', timeZone: 'Mars/Olympus', established: 3000, capacityPerDay: 0, website: 'ftp://x' }),
    );
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toMatchObject({
      'body.name': 'Give the lab a name (2 characters or more).',
      'body.email': 'Enter a valid e-mail address.',
      'body.phone': 'Enter a phone number such as +1 617 555 0142.',
      'body.hours': "Write the hours like 'Mon-Fri 8AM-6PM' or 'Open 24 hours'.",
      'body.timeZone': 'Choose a time zone such as America/New_York.',
      'body.established': 'The year established cannot be in the future.',
      'body.capacityPerDay': 'Capacity must be at least 1 test per day.',
      'body.website': 'The website must start with https:// or http://.',
    });
  });

  it('refuses a second lab with the same name (any case) with 409', async () => {
    const res = await call('POST', '/api/v1/admin/labs', labBody({ name: 'northside clinical laboratory' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('A lab named northside clinical laboratory already exists.');
    const rename = await call('PUT', `/api/v1/admin/labs/${labId}`, labBody({ name: 'Riverbend Diagnostics' }));
    expect(rename.statusCode).toBe(409);
  });

  it('is for administrators only, and answers 404 for a missing lab', async () => {
    expect((await call('GET', '/api/v1/admin/labs', undefined, tech.headers)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/admin/labs/${labId}`, labBody(), tech.headers)).statusCode).toBe(403);
    expect((await call('PUT', '/api/v1/admin/labs/00000000-0000-4000-8000-000000000000', labBody({ name: 'Nowhere Lab' }))).statusCode).toBe(404);
  });

  it('manages what the lab offers: add with a price override, change, remove', async () => {
    const offerings = (await call('GET', `/api/v1/admin/labs/${labId}/tests`)).json().data as { testId: string; code: string; offered: boolean }[];
    expect(offerings.length).toBeGreaterThanOrEqual(19);
    expect(offerings.every((o) => !o.offered)).toBe(true);
    const tsh = offerings.find((o) => o.code === 'TSH')!;

    const add = await call('PUT', `/api/v1/admin/labs/${labId}/tests/${tsh.testId}`, { priceCents: 3900, turnaroundHours: 24, active: true });
    expect(add.statusCode).toBe(200);
    const after = (await call('GET', `/api/v1/admin/labs/${labId}/tests`)).json().data.find((o: { code: string }) => o.code === 'TSH');
    expect(after).toMatchObject({ offered: true, priceCents: 3900, turnaroundHours: 24, active: true });
    const detail = (await call('GET', `/api/v1/labs/${labId}`, undefined, tech.headers)).json().data;
    expect(detail.tests.map((t: { code: string }) => t.code)).toEqual(['TSH']);

    const bad = await call('PUT', `/api/v1/admin/labs/${labId}/tests/${tsh.testId}`, { priceCents: -5, turnaroundHours: 0, active: true });
    expect(bad.statusCode).toBe(400);
    expect(issues(bad)).toMatchObject({ 'body.priceCents': 'The price cannot be negative.', 'body.turnaroundHours': 'Turnaround is at least 1 hour.' });
    const unknownTest = await call('PUT', `/api/v1/admin/labs/${labId}/tests/00000000-0000-4000-8000-000000000000`, { priceCents: null, turnaroundHours: null, active: true });
    expect(unknownTest.statusCode).toBe(400);

    expect((await call('DELETE', `/api/v1/admin/labs/${labId}/tests/${tsh.testId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/admin/labs/${labId}/tests/${tsh.testId}`)).statusCode).toBe(404);
  });
});

describe('partnership requests', () => {
  it('lists open requests with who asked, and accepts or declines each once', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'partner-doc@example.com', 'doctor');
    const network = (await call('GET', '/api/v1/labs', undefined, doctor.headers)).json().data.labs;
    await call('POST', `/api/v1/labs/${network[0].id}/partnership-requests`, { note: 'We send 40 panels a week.' }, doctor.headers);
    await call('POST', `/api/v1/labs/${network[1].id}/partnership-requests`, {}, doctor.headers);

    const open = (await call('GET', '/api/v1/admin/partnership-requests')).json().data;
    expect(open).toHaveLength(2);
    const first = open.find((r: { labId: string }) => r.labId === network[0].id);
    expect(first).toMatchObject({ labName: network[0].name, note: 'We send 40 panels a week.', status: 'open', requestedBy: { email: 'partner-doc@example.com', role: 'doctor' } });
    const labs = (await call('GET', '/api/v1/admin/labs')).json().data;
    expect(labs.find((l: { id: string }) => l.id === network[0].id).openPartnershipRequests).toBe(1);

    const accept = await call('POST', `/api/v1/admin/partnership-requests/${first.id}/decision`, { decision: 'accepted' });
    expect(accept.statusCode).toBe(200);
    const again = await call('POST', `/api/v1/admin/partnership-requests/${first.id}/decision`, { decision: 'declined' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This partnership request has already been answered.');
    const missing = await call('POST', '/api/v1/admin/partnership-requests/00000000-0000-4000-8000-000000000000/decision', { decision: 'declined' });
    expect(missing.statusCode).toBe(404);
    const bad = await call('POST', `/api/v1/admin/partnership-requests/${first.id}/decision`, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('body.decision: Decide accepted or declined.');

    expect((await call('GET', '/api/v1/admin/partnership-requests')).json().data).toHaveLength(1);
    expect((await call('GET', '/api/v1/admin/partnership-requests?status=accepted')).json().data).toHaveLength(1);
    expect((await call('GET', '/api/v1/admin/partnership-requests', undefined, doctor.headers)).statusCode).toBe(403);
  });
});
