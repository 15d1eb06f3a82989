import type { Database } from '../database';

/** Seeds what a fresh database needs; demo data only when asked. Safe to run on every start. */
export async function seedDatabase(_db: Database, _options: { demo: boolean }): Promise<void> {}
