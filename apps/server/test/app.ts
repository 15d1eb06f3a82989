import { afterAll, beforeAll } from 'vitest';
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

/** Starting an app on a fresh database can take over a minute when the machine is busy. */
const START_TIMEOUT_MS = 180_000;

/**
 * The test app of one file or describe block: started before its tests and closed after them.
 * The context returned reads through to the running app, so it can be held in a const and used
 * by the hooks and tests that follow (beforeAll hooks registered later run after the start).
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  let running: TestContext | undefined;
  beforeAll(async () => {
    running = await createTestApp(env);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await running?.close();
  });
  const current = () => {
    if (!running) throw new Error('The test app starts in beforeAll: use it from hooks and tests only.');
    return running;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get mailbox() {
      return current().mailbox;
    },
    deliver: () => current().deliver(),
    close: () => current().close(),
  };
}
