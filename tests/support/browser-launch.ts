// Launches the found Chrome/Chromium headless through playwright-core (which downloads no browser).
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** The browser switches of the issue, exactly; Playwright adds its automation pipe itself. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export async function launchBrowser(executablePath: string): Promise<Browser> {
  return await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS], timeout: 60_000 });
}
