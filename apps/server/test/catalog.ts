import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { labs, tests } from '../src/db/schema';

/** Every catalog test's id by its code, as seeded by seedReferenceData. */
export async function testIdsByCode(db: Database): Promise<Record<string, string>> {
  const rows = await db.select({ id: tests.id, code: tests.code }).from(tests);
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

/** The id of a seeded lab, by its name. */
export async function labIdNamed(db: Database, name: string): Promise<string> {
  const [lab] = await db.select({ id: labs.id }).from(labs).where(eq(labs.name, name));
  if (!lab) throw new Error(`No lab named ${name}: was the reference data seeded?`);
  return lab.id;
}

/** The id of a seeded catalog test, by its code. */
export async function testIdOf(db: Database, code: string): Promise<string> {
  const [test] = await db.select({ id: tests.id }).from(tests).where(eq(tests.code, code));
  if (!test) throw new Error(`No test with code ${code}: was the reference data seeded?`);
  return test.id;
}
