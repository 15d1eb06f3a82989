import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/engine';
import { adminQuery, withDatabase } from './global-setup';

/**
 * A fresh, migrated database for one test file, on the engine this test project runs against.
 * Call once per file (beforeAll) and close it in afterAll.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const testDb = inject('testDb');
  if (testDb.engine === 'pglite') {
    const template = new Blob([fs.readFileSync(testDb.templateFile)]);
    return openPglite({ loadDataDir: template });
  }
  const name = `${testDb.template}_f${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  await adminQuery(testDb.adminUrl, `create database ${name} template ${testDb.template}`);
  const handle = openPostgres({ url: withDatabase(testDb.adminUrl, name), poolMax: 4, timeoutMs: 5000 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(testDb.adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function testEngine(): 'pglite' | 'postgres' {
  return inject('testDb').engine;
}
