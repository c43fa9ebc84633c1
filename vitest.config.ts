import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web client's components are Preact (tsconfig.web.json), for the unit tests that load them.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'test/localCluster/**', 'node_modules/**', 'dist/**'],
    globalSetup: ['test/globalSetup.ts'],
    // Vitest's default is one worker fewer than the cores: a single one on this 2-core machine,
    // which made `npm test` take 6–7 minutes; with both cores it stays under 5 (docs/decisions.md).
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
