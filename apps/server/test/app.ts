import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/engine';
import { createTestDatabase } from './database';
import { createMailbox } from './mailbox';

export type TestContext = {
  app: App;
  database: DatabaseHandle;
  config: Config;
  mailbox: ReturnType<typeof createMailbox>;
  /** Runs the outbox worker over every job due now (mail and texts reach `mailbox` / sms_outbox). */
  deliver(): Promise<number>;
  close(): Promise<void>;
};

/** Builds the real app on a fresh database; tests talk to it with app.inject(). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/nonexistent-test-data',
    // Suites call the API as a handful of users many times a minute; the limits have their own tests.
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    HL7_RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  });
  const database = await createTestDatabase();
  const mailbox = createMailbox();
  const app = await buildApp({ config, database, mailer: mailbox, logger: false });
  await app.ready();
  mailbox.flush = () => app.jobs.drain();
  return {
    app,
    database,
    config,
    mailbox,
    deliver: () => app.jobs.drain(),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
