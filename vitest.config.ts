import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web client's components are Preact (tsconfig.web.json), for the unit tests that load them.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**', 'dist/**'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
