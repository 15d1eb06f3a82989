import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { patients } from '../src/db/schema';
import { seedReferenceData } from '../src/db/seed/seed-reference-data';
import { signedInUser, type SignedInUser } from './accounts';
import { labIdNamed, testIdsByCode } from './catalog';

/** The people of an order's journey at the Northside lab, with the catalog seeded. */
export interface LabCast {
  patient: SignedInUser;
  doctor: SignedInUser;
  /** A technician of the Northside lab. */
  tech: SignedInUser;
  labId: string;
  /** Catalog test ids by code. */
  code: Record<string, string>;
}

/**
 * Seeds the reference data and signs in a patient, a doctor and a Northside technician whose
 * addresses start with `prefix` (`results` → results-patient@example.com), so each test file
 * has its own people.
 */
export async function seedLabCast(app: App, db: Database, prefix: string, doctorName?: string): Promise<LabCast> {
  await seedReferenceData(db);
  const code = await testIdsByCode(db);
  const labId = await labIdNamed(db, 'Northside Clinical Laboratory');
  const patient = await signedInUser(app, db, `${prefix}-patient@example.com`);
  const doctor = await signedInUser(app, db, `${prefix}-doctor@example.com`, 'doctor', doctorName ? { fullName: doctorName } : {});
  const tech = await signedInUser(app, db, `${prefix}-tech@example.com`, 'lab_technician', { labId });
  return { patient, doctor, tech, labId, code };
}

/** The patient's record under the doctor's care (it exists once a patient has ordered); its id. */
export async function patientRecordUnder(
  db: Database,
  cast: Pick<LabCast, 'patient' | 'doctor'>,
  details: { fullName: string; sexAtBirth: 'female' | 'male'; dateOfBirth: string },
): Promise<string> {
  const [record] = await db
    .insert(patients)
    .values({ userId: cast.patient.id, primaryDoctorId: cast.doctor.id, ...details })
    .returning({ id: patients.id });
  return record!.id;
}
