// setupFiles: per worker, an emulator of its own and a headless browser; back to the seed before
// every test; both closed at the end.
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startEmulator } from 'portal/emulator';
import type { TEmulator } from 'portal/emulator';
// Finds Chrome or Chromium on this machine; in your project, Playwright's own browsers.
import { ensureChromium } from '../../scripts/ensure-chromium';

export const worker = {} as { emulator: TEmulator; browser: Browser };

beforeAll(async () => {
  worker.emulator = await startEmulator({ seed: 1, today: '2026-03-15' });
  worker.browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
});

beforeEach(async () => {
  await worker.emulator.reset();
});

afterAll(async () => {
  await worker.browser?.close();
  await worker.emulator?.close();
});
