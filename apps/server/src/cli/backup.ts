import { ConfigError, loadConfig } from '../config';
import { BackupError, backupEmbedded, backupsDirOf } from '../db/backup';
import { DataDirLockedError } from '../db/data-dir-lock';

/**
 * `npm run backup`: a consistent dump of the embedded database into DATA_DIR/backups, taken by
 * the running server when one holds the database, else by this command. PostgreSQL: pg_dump.
 */
try {
  const config = loadConfig();
  if (config.database.kind !== 'pglite') {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/operations.md).');
    process.exit(1);
  }
  const file = await backupEmbedded(config.database.dataDir, backupsDirOf(config.dataDir));
  console.log(`Backup written: ${file}`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
