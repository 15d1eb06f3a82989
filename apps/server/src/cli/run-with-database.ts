import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/database';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open';

/** Runs a maintenance task against the configured, migrated database; one clear line on failure. */
export async function runWithDatabase(task: (db: Database) => Promise<string>): Promise<void> {
  try {
    const config = loadConfig();
    const database = await openConfiguredDatabase(config);
    try {
      await database.migrate();
      console.log(await task(database.db));
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof CliError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export class CliError extends Error {
  override name = 'CliError';
}
