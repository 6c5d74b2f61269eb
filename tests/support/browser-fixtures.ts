// Browser-test fixtures: one browser per test file, a fresh context per page a test opens,
// console errors failing the test, and helpers that act like a person would (the real login
// and registration forms, an axe scan of what is on screen).
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../seed/demo-logins';
import { unexpectedConsoleErrors, watchConsole } from './browser-console';
import { launchBrowser } from './browser-launch';
import { forThisWorker } from './worker-share';

export type TRole = 'client' | 'admin';

export type TOpenPageOptions = {
  /** Width × height of the window (default 1280 × 800). */
  viewport?: { width: number; height: number };
  /** A phone: touch events and the mobile viewport meta honoured (Playwright's isMobile and hasTouch). */
  isPhone?: boolean;
  /** Path to open at once (relative to the server's base URL). */
  path?: string;
  /**
   * Start signed in as this demo user: the first time in a test file the real login form is
   * used (loginAs), later pages of the file start from that session's saved browser storage.
   */
  as?: TRole;
};

export type TOpenPage = (options?: TOpenPageOptions) => Promise<Page>;

/** How long a single wait for the UI may take before the test fails. */
export const UI_TIMEOUT_MS = 10_000;

/** The portal of the worker running this file (global-setup.ts starts one per worker). */
export const baseUrl = (): string => forThisWorker(inject('baseUrls'));

type TStorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/**
 * Browser storage of a demo login, per test file (the session lives in localStorage). A failed
 * login is kept too, so the file's other tests fail at once instead of each waiting it out.
 */
const signedInStates = new Map<TRole, Promise<TStorageState>>();

/** A picture of the page a test failed on helps to read the failure; it never hides one. */
async function screenshotOf(page: Page | undefined, testName: string): Promise<void> {
  if (!page || page.isClosed()) return;
  const file = `test-results/e2e/${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`;
  const isSaved = await page
    .screenshot({ path: file, fullPage: true })
    .then(() => true)
    .catch(() => false);
  if (isSaved) console.log(`e2e: screenshot of the failing page (${currentPath(page)}) at ${file}`);
}

export const test = base
  // vitest reads the fixture's dependencies from the destructuring pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser(inject('chromePath'));
    onCleanup(async () => {
      await browser.close();
    });
    return browser;
  })
  .extend('openPage', async ({ browser, task }, { onCleanup }): Promise<TOpenPage> => {
    const pages: Page[] = [];
    onCleanup(async () => {
      const hasFailed = task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0;
      if (hasFailed) await screenshotOf(pages.at(-1), task.name);
      const unexpected = pages.flatMap((page) => unexpectedConsoleErrors(page.context()));
      const a11y = pages.flatMap((page) => a11yFindings.get(page.context()) ?? []);
      // A route handler still fetching when the test ends would fail on the closed context, after the test.
      await Promise.all(pages.map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
      await Promise.all(pages.map((page) => page.context().close()));
      const problems: string[] = [];
      if (unexpected.length > 0) {
        const lines = unexpected.map((entry) => `  [${entry.kind}] ${entry.text}${entry.url ? ` (${entry.url})` : ''}`);
        problems.push(`The page reported errors the test did not expect:\n${lines.join('\n')}`);
      }
      problems.push(...a11y);
      if (problems.length > 0) throw new Error(problems.join('\n\n'));
    });
    const newPage = async (options: TOpenPageOptions, storageState?: TStorageState) => {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: options.viewport ?? { width: 1280, height: 800 },
        isMobile: options.isPhone ?? false,
        hasTouch: options.isPhone ?? false,
        storageState,
      });
      context.setDefaultTimeout(UI_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(30_000);
      watchConsole(context);
      const page = await context.newPage();
      pages.push(page);
      return page;
    };
    return async (options = {}) => {
      let storageState: TStorageState | undefined;
      if (options.as) {
        const role = options.as;
        let saved = signedInStates.get(role);
        if (!saved) {
          saved = (async () => {
            const loginPage = await newPage({});
            await loginAs(loginPage, role);
            const state = await loginPage.context().storageState();
            // The login lands on the dashboard, which goes on asking (after-paint parts, refetches):
            // left there it would meet the faults a test switches on next, in a context that allows none.
            await loginPage.goto('about:blank');
            return state;
          })();
          signedInStates.set(role, saved);
        }
        storageState = await saved.catch((error: unknown) => {
          throw new Error(`Signing in as the demo ${role} failed earlier in this file: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
      const page = await newPage(options, storageState);
      if (options.path) await page.goto(options.path);
      return page;
    };
  });

/** The page's path and query, e.g. `/login?next=%2Fprofile`. */
export const currentPath = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the page is at this path (and query, when `expected` has one), or matches the pattern or test. */
export async function expectPath(page: Page, expected: string | RegExp | ((pathWithQuery: string) => boolean), timeout = UI_TIMEOUT_MS): Promise<void> {
  const matches = (url: URL) => {
    const withQuery = `${url.pathname}${url.search}`;
    if (typeof expected === 'function') return expected(withQuery);
    if (expected instanceof RegExp) return expected.test(withQuery);
    return expected.includes('?') ? withQuery === expected : url.pathname === expected;
  };
  try {
    await page.waitForURL(matches, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`Expected the page at ${String(expected)} within ${timeout} ms, but it is at ${currentPath(page)}`);
  }
}

/** The screen's own heading: the auth card's title or the top bar's route title (both h1). */
export const screenHeading = (page: Page, title: string): Locator => page.getByRole('heading', { level: 1, name: title, exact: true });

/** Waits until the page shows this screen title and has finished its loading spinners. */
export async function expectScreen(page: Page, title: string): Promise<void> {
  await screenHeading(page, title).waitFor();
  await waitForLoaders(page);
}

/** Waits until no 'Loading' spinner is on the page. */
export async function waitForLoaders(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  while ((await page.getByLabel('Loading', { exact: true }).count()) > 0) {
    if (Date.now() > deadline) throw new Error(`Still loading after ${timeout} ms on ${currentPath(page)}`);
    await page.waitForTimeout(100);
  }
}

export type TCredentials = { email: string; password: string };
export const DEMO_USERS = { client: DEMO_CLIENT, admin: DEMO_ADMIN } as const;

/** Fills and sends the real login form; lands wherever the app sends a fresh session. */
export async function submitLogin(page: Page, credentials: TCredentials): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in as a demo user through /login and waits for the dashboard. */
export async function loginAs(page: Page, who: TRole | TCredentials): Promise<void> {
  const credentials = typeof who === 'string' ? DEMO_USERS[who] : who;
  await page.goto('/login');
  await submitLogin(page, credentials);
  await expectPath(page, '/dashboard');
}

let userCounter = 0;

/** An email nobody has registered yet (time + counter + random, so re-used servers work too). */
export function uniqueEmail(label = 'user'): string {
  userCounter += 1;
  const stamp = `${Date.now().toString(36)}${userCounter}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e-${label}-${stamp}@example.com`;
}

export type TFreshUser = { name: string; email: string; password: string };

/** Fills the registration form (on /register) without judging the outcome. */
export async function fillRegistration(page: Page, user: TFreshUser & { confirm?: string }): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.confirm ?? user.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
}

/** Registers a brand-new client through /register and waits for the dashboard. */
export async function registerFreshUser(page: Page, label = 'user'): Promise<TFreshUser> {
  const user: TFreshUser = { name: `E2E ${label}`, email: uniqueEmail(label), password: `pw-${Math.random().toString(36).slice(2, 10)}-E2e` };
  await page.goto('/register');
  await fillRegistration(page, user);
  await expectPath(page, '/dashboard');
  return user;
}

/**
 * Waits until every finite CSS transition or animation has finished (a modal fading in, a
 * drawer sliding), so a scan sees the screen a person reads, not a half-transparent frame.
 * Endless animations (loading spinners) are not waited for.
 */
export async function waitForTransitions(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  // A Mantine modal that has just mounted starts its transition two animation frames later: wait
  // three first, or the check below passes before anything runs and a scan sees a faded frame.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout, polling: 50 },
  );
}

type TAxeWindow = { axe?: typeof axe };

/**
 * axe-core's own `axe.run` in the page, its script put into each document once: the portal has
 * no frames to merge results from (docs/decisions/035-e2e-time.md).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const hasAxe = await page.evaluate(() => (window as TAxeWindow).axe !== undefined);
  if (!hasAxe) await page.evaluate(axe.source);
  return await page.evaluate(() => {
    const inPage = (window as TAxeWindow).axe;
    if (!inPage) throw new Error('axe-core did not load into the page');
    return inPage.run(document, { resultTypes: ['violations'] });
  });
}

/** What scanA11y found per browser context; the test fails with them when it ends. */
const a11yFindings = new WeakMap<BrowserContext, string[]>();

/**
 * Runs axe on the page as it is now. Serious or critical violations fail the test, reported
 * when it ends, so one scan's findings do not hide what the rest of the test would show.
 */
export async function scanA11y(page: Page, label = currentPath(page)): Promise<void> {
  await waitForTransitions(page);
  const results = await runAxe(page);
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (blocking.length === 0) return;
  const report = blocking.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`)
      .join('\n');
    return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s))\n${targets}`;
  });
  const findings = a11yFindings.get(page.context()) ?? [];
  findings.push(`axe found serious or critical violations on ${label}:\n${report.join('\n')}`);
  a11yFindings.set(page.context(), findings);
}

/**
 * The cell of a table whose text is exactly `text`. A cell's accessible name also counts the
 * names of the buttons inside it (a long value's "Copy email …"), so it is found by its text.
 */
export const cellWithText = (scope: Locator, text: string): Locator =>
  scope.getByRole('cell').filter({ hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) });
