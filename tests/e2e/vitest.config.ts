// Browser tests: headless Chromium (playwright-core) against one real server for the whole run.
// Serial on purpose: the machine has two cores and the server and browser want both.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    root: '.',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    // The first start may build the SPA with vite (about a minute on two cores).
    hookTimeout: 240_000,
    testTimeout: 60_000,
  },
});
