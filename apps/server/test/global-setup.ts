import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/engine';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { engine: 'pglite'; templateFile: string } | { engine: 'postgres'; adminUrl: string; template: string };
  }
}

/**
 * Migrates one template database per test run; each test file then gets its own copy
 * (PGlite: load the dumped data dir; PostgreSQL: CREATE DATABASE … TEMPLATE), so files run
 * in parallel against a real, migrated database without sharing rows.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The engine is set per project (vitest.config.ts `env`), which reaches the test workers but not
  // this process's environment: read it from the project's own config.
  const configured = project.config.env?.TEST_DB_ENGINE ?? process.env.TEST_DB_ENGINE;
  const engine = configured === 'postgres' ? 'postgres' : 'pglite';

  if (engine === 'pglite') {
    const handle = await openPglite({});
    await handle.migrate();
    const dump = await handle.client.dumpDataDir('gzip');
    const templateFile = path.join(os.tmpdir(), `labwise-template-${randomUUID()}.tar.gz`);
    fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('testDb', { engine, templateFile });
    return async () => fs.rmSync(templateFile, { force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const template = `labwise_tpl_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(adminUrl, `create database ${template}`);
  const handle = openPostgres({ url: withDatabase(adminUrl, template), poolMax: 2, timeoutMs: 5000 });
  await handle.migrate();
  await handle.close();
  project.provide('testDb', { engine, adminUrl, template });
  return async () => {
    await dropDatabasesLike(adminUrl, template);
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function dropDatabasesLike(adminUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2`,
      [template, `${template}_f%`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}
