import { and, eq } from 'drizzle-orm';
import type { Role } from '@labwise/domain';
import type { Database } from '../database';
import { labTests, labs, patients, tests, users } from '../schema';
import { createLocalAccount, findUserByEmail } from '../../identity/accounts';
import { verifyPassword } from '../../identity/passwords';
import { EMBEDDED_ISSUER_KEY } from '../../identity/mount';
import { routeTestsToLabs, type LabOffer } from '../../modules/orders/lab-routing';
import { labRatingOf } from '../../modules/ratings/repository';

/** Demo accounts for the four roles (README lists them). Only seeded in demo mode. */
export const DEMO_PASSWORD = 'Labwise-demo-2026';
export const DEMO_ACCOUNTS: readonly { role: Role; email: string; fullName: string; title: string | null }[] = [
  { role: 'patient', email: 'patient@demo.labwise.test', fullName: 'Maya Patel', title: null },
  { role: 'doctor', email: 'doctor@demo.labwise.test', fullName: 'Dr. Samuel Okafor', title: 'Family Physician' },
  { role: 'lab_technician', email: 'lab@demo.labwise.test', fullName: 'Lena Fischer', title: 'Medical Laboratory Scientist' },
  { role: 'admin', email: 'admin@demo.labwise.test', fullName: 'Alex Morgan', title: 'Operations Administrator' },
];

/**
 * The lab the demo technician works at: the one "Best available" routing picks for the whole
 * catalog (most tests offered, then rating, then name), so an order placed without choosing a lab
 * reaches a lab a demo account can see, and a newcomer can follow it through every role.
 */
export async function demoTechnicianLab(db: Database): Promise<{ id: string; name: string } | null> {
  const rows = await db
    .select({ labId: labs.id, labName: labs.name, rating: labRatingOf(labs.id), testId: labTests.testId })
    .from(labTests)
    .innerJoin(labs, eq(labs.id, labTests.labId))
    .innerJoin(tests, eq(tests.id, labTests.testId))
    .where(and(eq(labTests.active, true), eq(labs.status, 'active'), eq(tests.active, true)));
  const offers = new Map<string, LabOffer & { testIds: Set<string> }>();
  for (const row of rows) {
    const offer = offers.get(row.labId) ?? { labId: row.labId, labName: row.labName, rating: row.rating, testIds: new Set<string>() };
    offer.testIds.add(row.testId);
    offers.set(row.labId, offer);
  }
  const [first] = routeTestsToLabs([...new Set(rows.map((r) => r.testId))], [...offers.values()]).plan;
  return first ? { id: first.labId, name: first.labName } : null;
}

export async function seedDemoUsers(db: Database): Promise<void> {
  const demoLab = await demoTechnicianLab(db);
  const ids: Partial<Record<Role, string>> = {};
  for (const account of DEMO_ACCOUNTS) {
    const existing = await findUserByEmail(db, account.email);
    const user =
      existing ??
      (await createLocalAccount(db, {
        issuer: EMBEDDED_ISSUER_KEY,
        fullName: account.fullName,
        email: account.email,
        password: DEMO_PASSWORD,
        emailVerified: true,
      }));
    if (!user) continue;
    ids[account.role] = user.id;
    if (!existing) {
      await db
        .update(users)
        .set({
          role: account.role,
          title: account.title,
          labId: account.role === 'lab_technician' ? (demoLab?.id ?? null) : null,
        })
        .where(eq(users.id, user.id));
    }
  }
  const patientUserId = ids.patient;
  if (patientUserId) {
    const [record] = await db.select({ id: patients.id }).from(patients).where(eq(patients.userId, patientUserId)).limit(1);
    if (!record) {
      await db.insert(patients).values({
        userId: patientUserId,
        fullName: 'Maya Patel',
        email: 'patient@demo.labwise.test',
        phone: '+16175550100',
        dateOfBirth: '1988-04-12',
        sexAtBirth: 'female',
        primaryDoctorId: ids.doctor ?? null,
        consentGivenAt: new Date(),
        consentVersion: '2026-01',
      });
    }
  }
}

/**
 * A data folder first started as a local trial keeps its demo accounts when the server is later
 * exposed (HOST=0.0.0.0, a public URL, production). Their password is in the README, so outside
 * demo mode any demo account still holding it loses it: it can no longer sign in, and its owner
 * can set a new password through "Forgot password?". Returns how many were changed.
 */
export async function retireDemoPasswords(db: Database): Promise<number> {
  let retired = 0;
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUserByEmail(db, account.email);
    if (!user?.passwordHash || !(await verifyPassword(DEMO_PASSWORD, user.passwordHash))) continue;
    await db.update(users).set({ passwordHash: null, tokensValidAfter: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
    retired += 1;
  }
  return retired;
}
