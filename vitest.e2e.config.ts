import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests (`npm run test:e2e`): the global setup builds the web client, starts
 * a table server on a free loopback port (temp data folder, bots without delay), and the tests
 * drive Debian's Chromium through playwright-core. `npm test` never runs these.
 */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    // One browser at a time: the machine has two cores, shared with the server under test.
    fileParallelism: false,
    // The longest test takes under 30 s here (the analysis tests allow 120 s for the solver on
    // a loaded machine); a hung one is stopped in 200 s, so that it and its retry still fit.
    testTimeout: 200_000,
    // A browser test failing once on the shared two-core machine (a capture or a click starved
    // of a frame) is run once more; one that fails twice fails the run. The report names the
    // tests that needed their retry, so a flake is seen and not only survived.
    retry: 1,
    reporters: ['default', './test/harness/flakyReporter.ts'],
    hookTimeout: 180_000,
  },
});
