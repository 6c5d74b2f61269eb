// Example: the emulator in a Vitest suite. Each test file (in its own worker) starts an emulator
// of its own in the setup file, so files run in parallel without seeing each other's data.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // In your project `portal/emulator` is the installed package; here it is this repository's source.
  resolve: { alias: { 'portal/emulator': fileURLToPath(new URL('../../server/package/index.ts', import.meta.url)) } },
  test: {
    name: 'examples-vitest',
    root: '.',
    include: ['examples/vitest/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['examples/vitest/emulator-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
