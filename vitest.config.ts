// Each test layer is a vitest project with its own config under tests/<layer>/; the examples of
// using the emulator in other suites (examples/<runner>/) are projects too.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['tests/*/vitest.config.ts', 'examples/*/vitest.config.ts'],
  },
});
