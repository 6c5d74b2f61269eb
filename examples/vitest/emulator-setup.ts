// setupFiles: one emulator per test file (a copy of the seeded template, ready in well under a
// second), back to the seed before every test, closed (port and files released) at the end.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startEmulator } from 'portal/emulator';
import { emulator, setEmulator } from './gateway';

beforeAll(async () => {
  setEmulator(await startEmulator({ seed: 1, today: '2026-03-15' }));
});

beforeEach(async () => {
  await emulator().reset();
});

afterAll(async () => {
  await emulator().close();
  setEmulator(undefined);
});
