// Each test layer is a vitest project with its own config under tests/<layer>/; the examples of
// using the emulator in other suites (examples/<runner>/) are projects too.
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './tests/support/worker-share.ts';

export default defineConfig({
  test: {
    projects: ['tests/*/vitest.config.ts', 'examples/*/vitest.config.ts'],
    // Two workers: vitest's own default leaves one core to itself, and on two cores one worker left
    // the other half idle (decisions 035, 036). The browser and proxy layers start a server per worker.
    maxWorkers: TEST_WORKERS,
  },
});
