import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { patients } from '../../db/schema';
import { likePattern } from '../catalog/repository';

export async function patientsOfDoctor(db: Executor, doctorId: string, q: string | undefined, limit: number) {
  const where: SQL[] = [eq(patients.primaryDoctorId, doctorId)];
  if (q) {
    const text = or(ilike(patients.fullName, likePattern(q)), ilike(patients.email, likePattern(q)));
    if (text) where.push(text);
  }
  return db.select().from(patients).where(and(...where)).orderBy(asc(patients.fullName)).limit(limit);
}
