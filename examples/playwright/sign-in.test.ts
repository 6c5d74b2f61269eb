// Reset (the setup file), act in a browser page, assert on the emulator's journal: what a web
// app under test sent its gateway, and how it fares when the gateway fails.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { worker } from './emulator-setup';

let page: Page;

beforeEach(async () => {
  page = await worker.browser.newPage();
  // A page of the gateway's origin, so that the page's own calls are same-origin, as an app's are.
  await page.goto(`${worker.emulator.url}/healthz`);
});

afterEach(async () => {
  await page.close();
});

/** What a web app's sign-in form would send. */
const signInFromThePage = () =>
  page.evaluate(async () => {
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@example.com', password: 'client-demo-2026' }),
    });
    return response.status;
  });

describe('a browser signing in against the emulated gateway', () => {
  it('sends the login once, and the journal never shows the password', async () => {
    expect(await signInFromThePage()).toBe(200);
    const calls = await worker.emulator.requests({ path: '/api/login' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', status: 200, body: { email: 'client@example.com', password: '[redacted]' } });
  });

  it('meets a failing gateway when a fault rule says so', async () => {
    await worker.emulator.faults.add({ fault: '503', endpoint: 'POST /api/login' });
    try {
      expect(await signInFromThePage()).toBe(503);
      expect(await worker.emulator.requests({ status: '5xx' })).toHaveLength(1);
    } finally {
      await worker.emulator.faults.clear();
    }
  });
});
