// `npm run dev` as a new developer meets it, in a copy of the checkout without dist/: the demo
// client signs in through the SPA served from the sources; a lazily loaded screen's edit is on
// screen within 2 s with its half-typed form kept; a server edit runs within 5 s and the same token
// is still answered; a type error is named in the terminal within 30 s and shown in the page's
// overlay; SIGTERM to npm alone frees the port within 3 s (decision 050).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCheckout } from '../../scripts/checkout-copy';
import { ensureChromium } from '../../scripts/ensure-chromium';
import { launchBrowser } from '../support/browser-launch';
import { freePort, REPO_ROOT, startEnv } from '../support/browser-server';

const work = mkdtempSync(join(tmpdir(), 'portal-dev-loop-'));
const checkout = join(work, 'checkout');
const LOGIN_SCREEN = 'web/src/features/auth/routes/login.tsx';
const SERVER_FILE = 'server/run-portal.ts';

let dev: ChildProcess;
let output = '';
let baseUrl = '';
let browser: Browser;
let page: Page;
let startedAt = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the dev command's output (from `from` on) matches; what matched. */
const waitForOutput = async (pattern: RegExp, timeoutMs: number, from = 0): Promise<RegExpMatchArray> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = output.slice(from).match(pattern);
    if (match) return match;
    await sleep(50);
  }
  throw new Error(`npm run dev did not print ${String(pattern)} within ${timeoutMs / 1000} s. Its output:\n${output.slice(-3000)}`);
};

const edit = (file: string, from: string, to: string) => {
  const path = join(checkout, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${JSON.stringify(from)}: choose another edit for this test`);
  writeFileSync(path, text.replace(from, to));
};

/** The processes of a group that still run (Linux's /proc: not zombies), as `pid command`. */
const runningInGroup = (group: number): string[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // pid (comm) state ppid pgrp …: the command may hold spaces, so read after its closing bracket.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(pgrp) === group && state !== 'Z' ? [`${pid} ${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))}`] : [];
      } catch {
        return [];
      }
    });

const isListening = async () => {
  try {
    await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(500) });
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  copyCheckout(checkout);
  // The type checker's cache of this checkout, when `npm run typecheck` has run here (npm test runs
  // it first): a developer's checker starts from the last check, not cold (minutes on a busy machine).
  const cache = join(REPO_ROOT, 'node_modules', '.cache', 'typecheck');
  if (existsSync(cache)) cpSync(cache, join(checkout, 'node_modules', '.cache', 'typecheck'), { recursive: true, preserveTimestamps: true });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  browser = await launchBrowser(ensureChromium());
  startedAt = Date.now();
  dev = spawn('npm', ['run', 'dev'], {
    cwd: checkout,
    env: startEnv({ PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: join(work, 'portal.db') }),
    // Its own group, so the end of the file can clean up whatever a failed check left running.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
});

afterAll(async () => {
  // What npm run dev printed, for reading after a failed check.
  const log = join(tmpdir(), 'portal-dev-loop.log');
  writeFileSync(log, output);
  console.log(`dev loop: npm run dev's output is in ${log}`);
  await browser?.close();
  try {
    if (dev?.pid) process.kill(-dev.pid, 'SIGKILL');
  } catch {
    // Already stopped (the last check stops it).
  }
  rmSync(work, { recursive: true, force: true });
});

describe('npm run dev in a fresh copy', () => {
  it('serves the SPA from the sources and hot-updates a lazily loaded screen in place, its form kept', async () => {
    await waitForOutput(/Portal ready at/, 90_000);
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}/login`);
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('client@example.com');

    edit(LOGIN_SCREEN, 'Forgot password?', 'Forgot your password?');
    const editedAt = Date.now();
    await page.getByText('Forgot your password?').waitFor({ timeout: 10_000 });
    const hotUpdateMs = Date.now() - editedAt;
    console.log(`dev loop: lazily loaded screen updated ${hotUpdateMs} ms after the write`);
    expect(hotUpdateMs).toBeLessThanOrEqual(2_000);
    expect(await email.inputValue()).toBe('client@example.com');
  });

  it('signs the demo client in within 90 s of the start', async () => {
    await page.getByLabel('Password', { exact: true }).fill('client-demo-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    const signedInMs = Date.now() - startedAt;
    console.log(`dev loop: signed in ${signedInMs} ms after npm run dev started`);
    expect(signedInMs).toBeLessThanOrEqual(90_000);
  });

  it('runs a server edit within 5 s and answers the same token; the page stays signed in', async () => {
    const token = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('jwt'))?.[1]);
    expect(token).toBeTruthy();
    const from = output.length;
    edit(SERVER_FILE, 'Portal ready at', 'Portal (edited) ready at');
    const editedAt = Date.now();
    await waitForOutput(/Portal \(edited\) ready at/, 10_000, from);
    let answered = 0;
    while (Date.now() - editedAt < 10_000) {
      const response = await fetch(`${baseUrl}/trpc/profile.get?input=${encodeURIComponent(JSON.stringify({ user_id: 2 }))}`, { headers: { authorization: `Bearer ${JSON.parse(String(token)) as string}` } }).catch(() => null);
      if (response) {
        answered = response.status;
        break;
      }
      await sleep(50);
    }
    const servedMs = Date.now() - editedAt;
    console.log(`dev loop: server edit served ${servedMs} ms after the write`);
    expect(answered).toBe(200);
    expect(servedMs).toBeLessThanOrEqual(5_000);
    // Vite's client reloads the page once the restarted server is back: still signed in.
    await page.waitForLoadState('load');
    await page.getByText('Clicks', { exact: true }).first().waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('names a type error in its own output within 30 s, and the page shows it', async () => {
    // The checker is idle (its first pass, and the one after the server edit, over) before the write is timed.
    const deadline = Date.now() + 150_000;
    const lastCheckerLine = () => output.split('\n').filter((line) => line.startsWith('[typecheck]')).at(-1) ?? '';
    while (!/Found \d+ errors?\. Watching for file changes/.test(lastCheckerLine()) && Date.now() < deadline) await sleep(100);
    expect(lastCheckerLine()).toMatch(/Watching for file changes/);
    const from = output.length;
    edit(LOGIN_SCREEN, 'export { LoginRoute as Component };', "export { LoginRoute as Component };\nconst devLoopCount: number = 'not a number';\nvoid devLoopCount;");
    const editedAt = Date.now();
    const named = await waitForOutput(/web\/src\/features\/auth\/routes\/login\.tsx\(\d+,\d+\): error (TS\d+)/, 30_000, from);
    console.log(`dev loop: type error printed ${Date.now() - editedAt} ms after the write`);
    expect(named[1]).toBe('TS2322');
    await page.locator('vite-error-overlay').waitFor({ state: 'attached', timeout: 10_000 });
    expect(await page.locator('vite-error-overlay').evaluate((overlay) => overlay.shadowRoot?.textContent ?? '')).toContain('TS2322');
  });

  it('stops everything within 3 s when npm alone gets SIGTERM', async () => {
    const signalledAt = Date.now();
    dev.kill('SIGTERM');
    while ((await isListening()) && Date.now() - signalledAt < 10_000) await sleep(50);
    await new Promise<void>((resolve) => (dev.exitCode !== null || dev.signalCode !== null ? resolve() : dev.once('exit', () => resolve())));
    const stoppedMs = Date.now() - signalledAt;
    console.log(`dev loop: stopped ${stoppedMs} ms after SIGTERM`);
    expect(await isListening()).toBe(false);
    expect(stoppedMs).toBeLessThanOrEqual(3_000);
    // Nothing of the group (the server, its standby, the type checker) is left running. Exited
    // processes whose parent is gone wait as zombies until init reaps them: they run nothing.
    // tsx's esbuild helper ends a moment after the server it served, when its pipe closes.
    let running = runningInGroup(dev.pid ?? 0);
    while (running.length > 0 && Date.now() - signalledAt < stoppedMs + 1_000) {
      await sleep(50);
      running = runningInGroup(dev.pid ?? 0);
    }
    expect(running).toEqual([]);
  });
});
