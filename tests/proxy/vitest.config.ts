// The tRPC suite again, with every portal server in proxy mode (GATEWAY_URL) against the
// emulator run as a separate process over loopback HTTP: the same files and assertions as
// the in-process run of the integration project.
import { defineProject } from 'vitest/config';
import { WEB_ALIASES } from '../../web/aliases.ts';
import { TEST_WORKERS } from '../support/worker-share.ts';

export default defineProject({
  // The tRPC files include the SPA's own link (web/src/lib/trpc.ts), which uses the SPA's aliases.
  resolve: { alias: WEB_ALIASES },
  test: {
    name: 'proxy',
    root: '.',
    // Plus what only proxy mode has: recording the gateway's exchanges and replaying them.
    include: ['tests/integration/trpc/**/*.test.ts', 'tests/proxy/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/proxy/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // A gateway process per worker (global-setup.ts): files run two at a time, each pair of
    // files on its own gateway.
    maxWorkers: TEST_WORKERS,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
