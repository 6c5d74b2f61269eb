// Each test layer is a vitest project with its own config under tests/<layer>/; the examples of
// using the emulator in other suites (examples/<runner>/) are projects too.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['tests/*/vitest.config.ts', 'examples/*/vitest.config.ts'],
    // A worker per core: vitest's own default leaves one core to itself, but most of these tests
    // wait on servers they started, and on two cores one worker left the other half idle
    // (docs/decisions/035-e2e-time.md). The browser layer keeps its one worker.
    maxWorkers: '100%',
  },
});
