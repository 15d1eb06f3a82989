import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app';
import { signedInUser } from '../accounts';
import { patients } from '../../src/db/schema';

// Finding 11 of the outside test: the no-store rule looked at the raw request line, so
// GET /%61pi/v1/patients/me (routed to /api/v1/patients/me) served health data a cache could keep.
const ctx = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  const patient = await signedInUser(ctx.app, ctx.database.db, 'no-store-patient@example.com');
  await ctx.database.db
    .insert(patients)
    .values({ userId: patient.id, fullName: 'Nora Nostore', sexAtBirth: 'female', dateOfBirth: '1990-02-03', consentGivenAt: new Date(), consentVersion: 'test' });
  headers = patient.headers;
});

describe('Cache-Control: no-store follows the routed URL', () => {
  it.each(['/api/v1/patients/me', '/%61pi/v1/patients/me', '/%61%70%69/v1/patients/%6de', '/api/v1/patients/me/'])('GET %s: health data, never stored', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('Nora Nostore');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an encoded path that reaches no route is not stored either', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/%61pi/v1/no-such-thing', headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an encoded FHIR path is not stored', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/%66hir/R4/Observation?patient=00000000-0000-4000-8000-000000000000`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
