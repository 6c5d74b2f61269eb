// Shipping and running: the production build started as an operator starts it (`npm start`,
// `node dist/start.js`, a pruned install), stopped with signals under load, probed for liveness
// and readiness, and kept-alive as a load balancer keeps connections. Real processes, real HTTP.
import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../support/worker-share.ts';

export default defineProject({
  test: {
    name: 'ship',
    root: '.',
    include: ['tests/ship/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/ship/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // The keep-alive file mostly waits (61 s idle): it runs beside the others, never before them.
    maxWorkers: TEST_WORKERS,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
