import type { Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle, type PgliteHandle } from './engine';

/** Opens the configured engine: PGlite in DATA_DIR by default, a pg pool with DATABASE_URL. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle | PgliteHandle> {
  if (config.database.kind === 'pglite') return openPglite({ dataDir: config.database.dataDir });
  return Promise.resolve(
    openPostgres({ url: config.database.url, poolMax: config.databasePoolMax, timeoutMs: config.databaseTimeoutMs }),
  );
}
