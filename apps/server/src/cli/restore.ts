import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, restoreBackup } from '../db/backup';
import { DataDirLockedError } from '../db/data-dir-lock';

/**
 * `npm run restore -- <backup.tar.gz> [--data-dir <folder>]`: restores an embedded-database
 * backup into DATA_DIR (or the given folder), whose database folder must be missing or empty.
 */
const usage = 'Usage: npm run restore -- <backup.tar.gz> [--data-dir <folder>]';
try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' } } });
  if (positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  if (config.database.kind !== 'pglite' && !values['data-dir']) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/operations.md).');
    process.exit(1);
  }
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : config.dataDir;
  const pgDir = path.join(dataDir, 'pg');
  await restoreBackup(path.resolve(positionals[0]!), pgDir);
  console.log(`Restored into ${pgDir}. Start the server with DATA_DIR=${dataDir}.`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  throw error;
}
