import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole monorepo. Projects:
 * - unit: pure tests beside the code (domain, clinical, server units);
 * - web: the SPA's tests in jsdom (apps/web/vitest.config.ts);
 * - integration-pglite / integration-postgres: server tests (*.int.test.ts) against a real,
 *   migrated database; the PostgreSQL project runs only when TEST_DATABASE_URL is set.
 */
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
      integration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
    ],
  },
});
