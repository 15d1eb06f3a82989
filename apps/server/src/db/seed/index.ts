import type { Database } from '../database';
import { seedDemoOrders } from './demo-orders';
import { retireDemoPasswords, seedDemoUsers } from './demo-users';
import { seedReferenceData } from './seed-reference-data';

/**
 * Seeds what a fresh database needs; demo data only when asked. Safe to run on every start.
 * Without demo mode, demo accounts left from an earlier trial lose their published password.
 * Returns how many did.
 */
export async function seedDatabase(db: Database, options: { demo: boolean }): Promise<{ retiredDemoPasswords: number }> {
  await seedReferenceData(db);
  if (options.demo) {
    await seedDemoUsers(db);
    // Right after the demo accounts, and only where they are seeded: their orders in every stage.
    await seedDemoOrders(db);
    return { retiredDemoPasswords: 0 };
  }
  return { retiredDemoPasswords: await retireDemoPasswords(db) };
}
