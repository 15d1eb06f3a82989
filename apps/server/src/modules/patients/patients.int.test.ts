import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';
import { patients } from '../../db/schema';

const ctx = useTestApp();

describe('a doctor’s patients', () => {
  it('lists only the patients under the doctor’s care, with search', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'care@example.com', 'doctor');
    const other = await signedInUser(ctx.app, ctx.database.db, 'elsewhere@example.com', 'doctor');
    await ctx.database.db.insert(patients).values([
      { fullName: 'Ana Alvarez', email: 'ana@example.com', primaryDoctorId: doctor.id },
      { fullName: 'Ben Brown', primaryDoctorId: doctor.id },
      { fullName: 'Cy Other', primaryDoctorId: other.id },
    ]);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/patients', headers: doctor.headers });
    expect(mine.json().data.map((p: { fullName: string }) => p.fullName)).toEqual(['Ana Alvarez', 'Ben Brown']);
    const found = await ctx.app.inject({ method: 'GET', url: '/api/v1/patients?q=alv', headers: doctor.headers });
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({ hasAccount: false, consentGiven: false, status: 'new' });
    const tech = await signedInUser(ctx.app, ctx.database.db, 'tech-p@example.com', 'lab_technician');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/patients', headers: tech.headers })).statusCode).toBe(403);
  });
});
