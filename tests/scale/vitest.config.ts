// Operating at scale, over real processes: portal servers in proxy mode on one Redis and one
// emulator, /metrics read by promtool, trace context seen by a loopback gateway, and the circuit
// breaker with the gateway gone. Each file starts (and stops) the processes it needs; files run
// one at a time, as they stop and start shared servers.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scale',
    root: '.',
    include: ['tests/scale/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
