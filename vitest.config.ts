import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole monorepo. Projects:
 * - unit: pure tests beside the code (domain, clinical, server units);
 * - web: the SPA's tests in jsdom (apps/web/vitest.config.ts);
 * - integration-pglite / integration-postgres: server tests (*.int.test.ts) against a real,
 *   migrated database; the PostgreSQL project runs only when TEST_DATABASE_URL is set;
 * - reliability: real server processes on a private, throwaway PostgreSQL cluster (crash and
 *   outage tests); runs where PostgreSQL's server binaries are installed, unless RELIABILITY=false.
 */
const hasPostgresServer =
  process.env.RELIABILITY !== 'false' &&
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

const integration = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `integration-${engine}`,
    include: ['apps/server/**/*.int.test.ts'],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one fork per core less one: a single fork on a 2-core CI machine, idle
    // while an integration test waits on its database or a spawned server. Two forks keep both
    // cores busy; every test file has its own database, port and Redis key prefix.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts', '**/*.rel.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
      integration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
      ...(hasPostgresServer
        ? [
            {
              extends: true as const,
              test: {
                name: 'reliability',
                include: ['apps/server/test/reliability/**/*.rel.test.ts'],
                environment: 'node',
                testTimeout: 600_000,
                hookTimeout: 300_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
