import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'integration',
    root: '.',
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
