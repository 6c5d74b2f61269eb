// The installable package: `npm pack`, installed into an empty folder, started as a command and
// used as a library, as another team would. Slow (a build and an install), so a layer of its own.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'package',
    root: '.',
    include: ['tests/package/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
