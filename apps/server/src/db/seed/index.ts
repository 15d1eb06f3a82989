import type { Database } from '../database';
import { seedDemoOrders } from './demo-orders';
import { seedDemoUsers } from './demo-users';
import { seedReferenceData } from './seed-reference-data';

/** Seeds what a fresh database needs; demo data only when asked. Safe to run on every start. */
export async function seedDatabase(db: Database, options: { demo: boolean }): Promise<void> {
  await seedReferenceData(db);
  if (options.demo) {
    await seedDemoUsers(db);
    // Right after the demo accounts, and only where they are seeded: their orders in every stage.
    await seedDemoOrders(db);
  }
}
