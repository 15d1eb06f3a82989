import { and, asc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders, patients, tests } from '../../db/schema';
import { likePattern, matchRank } from '../catalog/repository';
import { listOrders } from '../orders/repository';

/**
 * Every patient record whose name or e-mail contains the text (administrators). Trigram
 * indexes on both columns (migration 0010) keep the substring match off a full scan.
 */
export async function patientsMatching(db: Executor, q: string, limit: number) {
  const pattern = likePattern(q);
  return db
    .select({ id: patients.id, fullName: patients.fullName, email: patients.email, dateOfBirth: patients.dateOfBirth })
    .from(patients)
    .where(or(ilike(patients.fullName, pattern), ilike(patients.email, pattern)))
    .orderBy(asc(patients.fullName), asc(patients.id))
    .limit(limit);
}

/**
 * Orders inside `scope` whose number contains the text, or whose patient's name does when the
 * caller may see names. Newest first, through the orders repository's own select.
 */
export async function ordersMatching(db: Executor, scope: SQL, q: string, options: { byPatientName: boolean; limit: number }) {
  const pattern = likePattern(q);
  const match = options.byPatientName ? or(ilike(orders.orderNumber, pattern), ilike(patients.fullName, pattern)) : ilike(orders.orderNumber, pattern);
  return listOrders(db, and(scope, match) as SQL, options.limit);
}

/** Active catalog tests by name, code or description: the catalog's trigram-indexed search text. */
export async function testsMatching(db: Executor, q: string, limit: number) {
  return db
    .select({ id: tests.id, code: tests.code, name: tests.name, category: tests.category })
    .from(tests)
    .where(and(eq(tests.active, true), like(tests.searchText, likePattern(q.toLowerCase()))))
    .orderBy(asc(matchRank(q)), asc(sql`lower(${tests.name})`), asc(tests.id))
    .limit(limit);
}
