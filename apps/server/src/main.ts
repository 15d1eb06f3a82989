import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { backupsDirOf, serveBackupRequests } from './db/backup';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open';
import { seedDatabase } from './db/seed';
import { startPopularityRefresh, type PopularityRefresh } from './modules/catalog/popularity-refresh';

/**
 * Process entry: validate config, open and migrate the database, seed demo data, listen, and on
 * SIGTERM/SIGINT stop accepting, drain in-flight requests and close the database cleanly.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const startedAt = performance.now();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const seeded = await seedDatabase(database.db, { demo: config.demo });
  const app = await buildApp({ config, database });
  if (config.demoWarning) app.log.warn(config.demoWarning);
  if (seeded.retiredDemoPasswords > 0) {
    app.log.warn(
      { accounts: seeded.retiredDemoPasswords },
      'demo mode is off: demo accounts still holding the published password can no longer sign in with it',
    );
  }
  // `npm run backup` asks this process for a dump while it holds the embedded database.
  const stopServingBackups = 'client' in database ? serveBackupRequests(database.client, backupsDirOf(config.dataDir), app.log) : () => undefined;

  let stopping = false;
  let popularity: PopularityRefresh | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      stopServingBackups();
      // The worker stops taking jobs at once and finishes the ones in hand while requests drain.
      await Promise.all([app.jobs.stop(), popularity?.stop(), app.close()]);
    } finally {
      await database.close();
      clearTimeout(force);
      app.log.info('stopped');
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.jobs.worker) {
    app.jobs.start();
    // Orders that left the Most Popular window leave the stored figures (ADR 0052).
    popularity = startPopularityRefresh(database.db, app.log);
  }
  app.log.info(
    // readyInMs: from the configuration read to listening; sinceProcessStartMs also counts loading the code.
    {
      url: config.publicUrl,
      database: database.kind,
      readyInMs: Math.round(performance.now() - startedAt),
      sinceProcessStartMs: Math.round(performance.now()),
    },
    'Labwise is ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port already in use: ${(error as Error).message}. Set PORT to a free port.`);
  } else {
    console.error('Labwise failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
