import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: several server processes on real Postgres and Redis servers that the
 * tests start themselves (initdb, pg_ctl and redis-server must be installed). Not part of
 * `npm test`, which needs nothing installed.
 */
export default defineConfig({
  test: {
    include: ['test/localCluster/**/*.test.ts'],
    // The files start servers and processes of their own: one at a time on a small machine.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // Leases, kills and pauses are timing on a shared machine: a failed test runs once more (each
    // test starts from three running processes), and the reporter names every test that needed it.
    retry: 1,
    reporters: ['default', './test/harness/flakyReporter.ts'],
  },
});
