import { defineProject } from 'vitest/config';
import { WEB_ALIASES } from '../../web/aliases.ts';

export default defineProject({
  // The SPA's own modules (its tRPC link) are tested here against a listening server.
  resolve: { alias: WEB_ALIASES },
  test: {
    name: 'integration',
    root: '.',
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // Files share their worker's modules instead of importing the whole server again: each file
    // builds its own servers and databases, and restores the clocks and settings it changes
    // (decision 036).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
