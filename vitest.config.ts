import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts'];
/**
 * The server suite's files share one module graph per worker: each file builds its own app on a schema
 * of its own and keeps nothing in module state, and importing the app anew for each of 145 files cost
 * about ten minutes of the suite's time.
 */
const serverTestOptions = { include: serverTests, environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 60_000 } as const;
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine, which
    // then sits idle while each server test waits on PostgreSQL. Three keep both cores busy.
    maxWorkers: 3,
    reporters: process.env.VITEST_JSON_REPORT ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT }]] : ['default'],
    projects: [
      { test: { name: 'shared', include: ['src/shared/**/*.test.ts'], environment: 'node' } },
      // ESLint's own API on files that break each import and naming rule (tests/lint-fixtures/).
      { test: { name: 'lint', include: ['tests/lint/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          ...serverTestOptions,
          globalSetup: ['src/server/test-support/embedded-test-server.ts'],
          env: { TEST_DB: 'embedded' },
        },
      },
      // The same server suite again on an external PostgreSQL when a test database is given.
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server-pg',
                ...serverTestOptions,
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/test-setup.ts'],
          // These tests keep a core busy the whole time (jsdom, no database to wait on): one worker per
          // core. A worker count of its own needs a group of its own: the client tests run after the rest.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // A ceiling, not a measure: a test waits for several outcomes of up to 5 s each (asyncUtilTimeout),
          // and under a loaded machine the default 5 s for the whole test failed tests that were right.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
