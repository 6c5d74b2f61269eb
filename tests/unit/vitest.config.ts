import { defineProject } from 'vitest/config';
import { WEB_ALIASES } from '../../web/aliases.ts';

export default defineProject({
  resolve: { alias: WEB_ALIASES },
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    root: '.',
    environment: 'node',
    // Files share their worker's modules instead of importing them again (decision 036).
    isolate: false,
  },
});
