// Each test layer is a vitest project with its own config under tests/<layer>/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['tests/*/vitest.config.ts'],
  },
});
