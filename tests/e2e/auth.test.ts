// Login, registration, the password-reset flow through the emulated outbox, and log out
// (spec §2, §5, §8, §9). Texts are the spec's, copied here on purpose.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { allowConsoleErrors, networkStatusLog } from '../support/browser-console';
import {
  DEMO_USERS,
  expectPath,
  expectScreen,
  fillRegistration,
  loginAs,
  registerFreshUser,
  scanA11y,
  submitLogin,
  test,
  uniqueEmail,
} from '../support/browser-fixtures';

const REQUIRED = 'The field must not be empty';
const EMAIL_INVALID = 'Email not valid';

/** The error text tied to a labelled field through aria-describedby (what a screen reader reads with it). */
async function fieldError(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
}

describe('login', () => {
  test('refuses empty fields with the spec text under each field', async ({ openPage }) => {
    const page = await openPage({ path: '/login' });
    await expectScreen(page, 'Login');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    expect(await fieldError(page, 'Email')).toContain(REQUIRED);
    expect(await fieldError(page, 'Password')).toContain(REQUIRED);
    await expectPath(page, '/login');
    await scanA11y(page, '/login with field errors');
  });

  test('refuses a malformed email', async ({ openPage }) => {
    const page = await openPage({ path: '/login' });
    await submitLogin(page, { email: 'not-an-email', password: 'whatever-123' });
    expect(await fieldError(page, 'Email')).toContain(EMAIL_INVALID);
    await expectPath(page, '/login');
  });

  test('shows the server message under the form for a wrong password', async ({ openPage }) => {
    const page = await openPage({ path: '/login' });
    const refused = allowConsoleErrors(page, networkStatusLog());
    await submitLogin(page, { email: DEMO_USERS.client.email, password: 'wrong-password-e2e' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('These credentials do not match our records.');
    await expectPath(page, '/login');
    expect(refused().length, 'the refused login call').toBeGreaterThan(0);
    await scanA11y(page, '/login with the server refusal');
  });

  test('signs in and shows the user in the top bar', async ({ openPage }) => {
    const page = await openPage();
    await loginAs(page, 'client');
    await expectScreen(page, 'Dashboard. Last 14 days');
    await page.getByRole('banner').getByText(DEMO_USERS.client.email, { exact: true }).waitFor();
  });
});

describe('register', () => {
  test('refuses empty fields and a malformed email', async ({ openPage }) => {
    const page = await openPage({ path: '/register' });
    await expectScreen(page, 'Register');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    for (const label of ['Name', 'Email', 'Password', 'Confirm password']) {
      expect(await fieldError(page, label), label).toContain(REQUIRED);
    }
    await scanA11y(page, '/register with field errors');
    await fillRegistration(page, { name: 'E2E', email: 'nope@', password: 'secret-pass-1' });
    expect(await fieldError(page, 'Email')).toContain(EMAIL_INVALID);
    await expectPath(page, '/register');
  });

  test("refuses a confirmation that does not match: 'Password mismatch'", async ({ openPage }) => {
    const page = await openPage({ path: '/register' });
    await fillRegistration(page, { name: 'E2E', email: uniqueEmail('mismatch'), password: 'secret-pass-1', confirm: 'secret-pass-2' });
    expect(await fieldError(page, 'Confirm password')).toContain('Password mismatch');
    await expectPath(page, '/register');
  });

  test('shows the server message for an email already taken', async ({ openPage }) => {
    const page = await openPage({ path: '/register' });
    const refused = allowConsoleErrors(page, networkStatusLog());
    await fillRegistration(page, { name: 'E2E', email: DEMO_USERS.client.email, password: 'secret-pass-1' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The email has already been taken.');
    await expectPath(page, '/register');
    expect(refused().length, 'the refused register call').toBeGreaterThan(0);
    await scanA11y(page, '/register with the server refusal');
  });

  test('a new user lands on the dashboard, signed in', async ({ openPage }) => {
    const page = await openPage();
    const user = await registerFreshUser(page, 'register');
    await expectScreen(page, 'Dashboard. Last 14 days');
    await page.getByRole('banner').getByText(user.email, { exact: true }).waitFor();
    // A fresh session survives a reload (restored from storage, spec §3).
    await page.reload();
    await expectScreen(page, 'Dashboard. Last 14 days');
    await page.getByRole('banner').getByText(user.email, { exact: true }).waitFor();
  });
});

describe('password reset', () => {
  test('request, mail in the outbox, new password, back to login after 2 s, log in with it', async ({ openPage }) => {
    const user = await registerFreshUser(await openPage(), 'reset');
    // Forgotten on another device: a browser without the session.
    const page = await openPage({ path: '/password-reset-request' });
    await expectScreen(page, 'Password Reset Request');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send reset link', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
    await scanA11y(page, '/password-reset-request after sending');

    // The emulator's outbox shows the mail; its link opens the confirm screen.
    await page.goto('/emulator/outbox');
    const stamp = user.email.split('@')[0] as string;
    const link = page.locator(`a[href*="password-reset-confirm"][href*="${stamp}"]`).first();
    await link.waitFor();
    const href = (await link.getAttribute('href')) as string;
    await page.goto(href);
    await expectScreen(page, 'Password Reset Confirm');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);

    const newPassword = `new-${user.password}`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}-typo`);
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await page.getByText('Passwords do not match.', { exact: true }).waitFor();
    await scanA11y(page, '/password-reset-confirm with the mismatch');

    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    // Timed inside the page, by one clock: when the success message appears on the confirm
    // screen and when the SPA reaches /login. Every status region counts (not only the first
    // in the document), and the message only counts while the confirm screen is still shown.
    await page.evaluate(() => {
      const marks: { shown?: number; atLogin?: number } = {};
      (window as unknown as { e2eMarks: typeof marks }).e2eMarks = marks;
      const hasSuccessText = () =>
        Array.from(document.querySelectorAll('[role="status"]')).some((region) => region.textContent?.trim());
      const check = () => {
        const onLogin = location.pathname === '/login';
        if (marks.shown === undefined && !onLogin && hasSuccessText()) marks.shown = performance.now();
        if (marks.atLogin === undefined && onLogin) marks.atLogin = performance.now();
      };
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
      const timer = setInterval(() => {
        check();
        if (marks.atLogin !== undefined) clearInterval(timer);
      }, 10);
    });
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
    await expectPath(page, '/login', 5_000);
    await page.waitForFunction(() => (window as unknown as { e2eMarks: { atLogin?: number } }).e2eMarks.atLogin !== undefined);
    const marks = await page.evaluate(() => (window as unknown as { e2eMarks: { shown?: number; atLogin?: number } }).e2eMarks);
    expect(marks.shown, 'the success message was shown on the confirm screen').toBeDefined();
    const shownForMs = (marks.atLogin as number) - (marks.shown as number);
    // After 2 seconds, not at once (spec §9).
    expect(shownForMs).toBeGreaterThanOrEqual(1_950);
    expect(shownForMs).toBeLessThan(3_000);
    await expectScreen(page, 'Login');

    await submitLogin(page, { email: user.email, password: newPassword });
    await expectPath(page, '/dashboard');
  });
});

describe('log out', () => {
  // A person of its own: logging out ends this token at the gateway, and the demo sessions the
  // file's other tests reuse must stay signed in.
  test('ends the session at the gateway, clears the stored user and jwt and goes to login', async ({ openPage }) => {
    const page = await openPage({ path: '/login' });
    await registerFreshUser(page, 'logout');
    await expectScreen(page, 'Dashboard. Last 14 days');
    const storedKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('user_') || key.startsWith('jwt_')));
    expect((await storedKeys()).sort()).toEqual(['jwt_0.0.1', 'user_0.0.1']);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('jwt_0.0.1') ?? 'null') as string);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/login');
    await expectScreen(page, 'Login');
    expect(await storedKeys()).toEqual([]);

    // The token itself stopped working (issue 46): a copy of it is refused too.
    allowConsoleErrors(page, networkStatusLog(401));
    const status = await page.evaluate(async (jwt) => {
      const answer = await fetch('/trpc/auth.logout', { method: 'POST', headers: { Authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }, body: '{}' });
      return answer.status;
    }, token);
    expect(status).toBe(401);

    // Really signed out: a protected page sends the visitor to login again.
    await page.goto('/dashboard');
    await expectPath(page, '/login?next=%2Fdashboard');
  });

  test('clears the session even when the gateway cannot be reached', async ({ openPage }) => {
    const page = await openPage({ path: '/login' });
    await registerFreshUser(page, 'logout-offline');
    await expectScreen(page, 'Dashboard. Last 14 days');
    allowConsoleErrors(page, /Failed to load resource|ERR_FAILED|net::/);
    await page.route('**/trpc/auth.logout*', (route) => route.abort());
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('user_') || key.startsWith('jwt_')))).toEqual([]);
  });
});

describe('session expiry', () => {
  /** A token shaped like the gateway's whose time ran out (and whose signature no key makes). */
  const expiredToken = () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '2', iat: 1_700_000_000, exp: 1_700_000_060 })}.${'x'.repeat(43)}`;
  };

  test('a refused token on a client screen ends the session: login, with a notice and the way back', async ({ openPage }) => {
    const page = await openPage({ as: 'client', path: '/dashboard' });
    await expectScreen(page, 'Dashboard. Last 14 days');
    const refusals = allowConsoleErrors(page, networkStatusLog(401));
    const storedKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('user_') || key.startsWith('jwt_')));

    for (const [token, path, title] of [
      [expiredToken(), '/profile', 'Profile'],
      ['not-a-valid-token', '/integrations', 'Integrations'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('jwt_0.0.1', JSON.stringify(value)), token);
      await page.goto(path);
      await expectPath(page, `/login?next=${encodeURIComponent(path)}`);
      await expectScreen(page, 'Login');
      await page.getByRole('alert').filter({ hasText: 'Your session has expired. Please log in again.' }).waitFor();
      expect(await storedKeys()).toEqual([]);
      // No 'Unauthenticated.' left on screen.
      expect(await page.getByText('Unauthenticated.').count()).toBe(0);

      // Logging in again goes back to the screen the session ended on.
      await submitLogin(page, DEMO_USERS.client);
      await expectPath(page, path);
      await expectScreen(page, title);
    }
    expect(refusals().length).toBeGreaterThan(0);
  });
});
