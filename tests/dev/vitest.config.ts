// The developer's loop: `npm run dev` started in a copy of the checkout (no dist/, as a fresh
// clone), driven by headless Chromium while its files are edited. One file, one server of its own.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'dev',
    root: '.',
    include: ['tests/dev/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
