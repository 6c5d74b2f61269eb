// Example: the emulator behind browser tests (Playwright's library, playwright-core). Each worker
// starts its own emulator and browser in the setup file; one worker here, as the machine running
// this repository's suite has two cores.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // In your project `portal/emulator` is the installed package; here it is this repository's source.
  resolve: { alias: { 'portal/emulator': fileURLToPath(new URL('../../server/package/index.ts', import.meta.url)) } },
  test: {
    name: 'examples-playwright',
    root: '.',
    include: ['examples/playwright/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['examples/playwright/emulator-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
