import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';
import { consultationRequests, notifications, orders, patients, questionnaireSessions } from '../../db/schema';

const ctx = useTestApp();

describe('doctor dashboard figures', () => {
  it('counts waiting patients, orders in progress, results ready and alerts over the doctor’s own patients only', async () => {
    const db = ctx.database.db;
    const doctor = await signedInUser(ctx.app, db, 'stats-doc@example.com', 'doctor');
    const other = await signedInUser(ctx.app, db, 'stats-other@example.com', 'doctor');
    const get = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/v1/patients/stats', headers });
    expect((await get(doctor.headers)).json().data).toEqual({ patientsWaiting: 0, ordersInProgress: 0, resultsReady: 0, alerts: 0 });

    const [withConsent] = await db.insert(patients).values({ fullName: 'Consenting', primaryDoctorId: doctor.id, consentGivenAt: new Date() }).returning();
    await db.insert(patients).values({ fullName: 'No consent yet', primaryDoctorId: doctor.id });
    await db.insert(patients).values({ fullName: 'Someone else’s', primaryDoctorId: other.id });
    await db.insert(consultationRequests).values({ patientId: withConsent!.id, doctorId: doctor.id });
    await db.insert(notifications).values({ userId: doctor.id, kind: 'critical_result', title: 'Critical result', body: 'x' });

    const figures = (await get(doctor.headers)).json().data;
    expect(figures).toEqual({ patientsWaiting: 1, ordersInProgress: 0, resultsReady: 0, alerts: 3 });
    expect((await get(other.headers)).json().data).toMatchObject({ patientsWaiting: 0, alerts: 1 });

    // Waiting too: an assessment completed after the last order (or with no order at all).
    const [assessed] = await db.insert(patients).values({ fullName: 'Assessed', primaryDoctorId: doctor.id, consentGivenAt: new Date() }).returning();
    const [ordered] = await db.insert(patients).values({ fullName: 'Ordered since', primaryDoctorId: doctor.id, consentGivenAt: new Date() }).returning();
    const done = (patientId: string) => ({ patientId, sessionType: 'diagnostic', status: 'completed', completedAt: new Date(Date.now() - 60_000) });
    await db.insert(questionnaireSessions).values([done(assessed!.id), done(ordered!.id), { ...done(withConsent!.id), status: 'in_progress', completedAt: null }]);
    await db.insert(orders).values([
      { patientId: ordered!.id, orderedBy: doctor.id, orderingDoctorId: doctor.id, status: 'awaiting_payment' },
      { patientId: ordered!.id, orderedBy: doctor.id, orderingDoctorId: doctor.id, status: 'results_ready' },
    ]);
    expect((await get(doctor.headers)).json().data).toEqual({ patientsWaiting: 2, ordersInProgress: 1, resultsReady: 1, alerts: 3 });

    const patient = await signedInUser(ctx.app, db, 'stats-patient@example.com');
    expect((await get(patient.headers)).statusCode).toBe(403);
  });
});
