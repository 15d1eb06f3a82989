import { loadConfig } from '../../config';
import { runWithDatabase } from '../../cli/run-with-database';
import { seedDatabase } from './index';

/** `npm run seed`: reference data (catalog, labs, settings) for any database; demo data with DEMO. */
await runWithDatabase(async (db) => {
  const { demo } = loadConfig();
  await seedDatabase(db, { demo });
  return demo ? 'Seeded reference and demo data.' : 'Seeded reference data (set DEMO=true for demo accounts).';
});
