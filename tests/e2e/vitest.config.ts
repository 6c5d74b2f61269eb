// Browser tests: headless Chromium (playwright-core) against real portal servers, one per worker
// (global-setup.ts), so files run side by side without meeting each other's data or faults.
import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../support/worker-share.ts';

export default defineProject({
  test: {
    name: 'e2e',
    root: '.',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: TEST_WORKERS,
    // The first start may build the SPA with vite (about a minute on two cores).
    hookTimeout: 240_000,
    testTimeout: 60_000,
    // A page may take seconds to settle while another worker's page loads: polls wait as long as
    // a locator does (UI_TIMEOUT_MS), not vitest's default second.
    expect: { poll: { timeout: 10_000 } },
  },
});
