import { defineConfig } from 'vitest/config';

const SKIPPED = ['test/e2e/**', 'test/localCluster/**', 'node_modules/**', 'dist/**'];

export default defineConfig({
  // The web client's components are Preact (tsconfig.web.json), for the unit tests that load them.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on this 2-core machine,
    // which made `npm test` take 6–7 minutes; with both cores it stays under 5 (docs/decisions.md).
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          // The CLI and server tests run the compiled program; the web's tests do not. Here, not
          // at the top: a project that extends the top runs the top's global setup once more.
          globalSetup: ['test/globalSetup.ts'],
          include: ['test/**/*.test.ts'],
          exclude: [...SKIPPED, 'test/web/**'],
          // The files of one worker share its modules instead of loading them again for each
          // file: loading took 115 of the suite's 350 s (docs/decisions.md). Nothing here keeps
          // state between files: the servers are each file's own, nothing stubs a global.
          isolate: false,
        },
      },
      {
        extends: true,
        // The web client's modules keep the page's state (seats, the connection) and its tests
        // stub the browser's globals: each file loads its own.
        test: { name: 'web', include: ['test/web/**/*.test.ts'], exclude: SKIPPED },
      },
    ],
  },
});
