// Example: one emulator for the whole run, a namespace per test worker. The global setup starts
// the emulator once; each worker drives its own namespace through the emulator's URL, so files
// run side by side on one server without seeing each other's data, sessions, journal or faults.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // In your project `portal/emulator` is the installed package; here it is this repository's source.
  resolve: { alias: { 'portal/emulator': fileURLToPath(new URL('../../server/package/index.ts', import.meta.url)) } },
  test: {
    name: 'examples-vitest-ci',
    root: '.',
    include: ['examples/vitest-ci/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['examples/vitest-ci/global-setup.ts'],
    setupFiles: ['examples/vitest-ci/namespace-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
