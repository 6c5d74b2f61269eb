import { defineProject } from 'vitest/config';
import { WEB_ALIASES } from '../../web/aliases';

export default defineProject({
  // The SPA's own modules (its tRPC link) are tested here against a listening server.
  resolve: { alias: WEB_ALIASES },
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
