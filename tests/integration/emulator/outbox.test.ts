// The emulated outbox: an HTML page (everything escaped, only http(s) links clickable) and a
// JSON list, newest first; and the whole reset flow end to end through it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertOutboxMail } from '../../../db/queries/outbox';
import { createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { createPeople } from './fixtures/people';

/** Real scrypt hashing (slow by design, slower on a busy CI machine) runs in these tests. */
const SCRYPT_TIMEOUT_MS = 90_000;

let t: TTestEmulator;
beforeEach(async () => {
  t = await createTestEmulator();
});
afterEach(() => t.cleanup());

const mail = (to: string, subject: string, link: string | null, body = 'Body text', createdAt?: string) => {
  insertOutboxMail(t.db, { to, subject, body, link });
  if (createdAt) t.sqlite.prepare('UPDATE outbox_mail SET created_at = ? WHERE id = (SELECT max(id) FROM outbox_mail)').run(createdAt);
};

describe('GET /emulator/outbox.json', () => {
  it('answers an empty list when nothing was sent', async () => {
    const res = await t.call('GET', '/emulator/outbox.json');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: [] });
  });

  it('lists {to, subject, link, created_at}, newest first', async () => {
    mail('old@example.org', 'Old', 'http://portal.test/a', 'b', '2024-01-01T00:00:00.000Z');
    mail('new@example.org', 'New', null, 'b', '2025-01-01T00:00:00.000Z');
    mail('mid@example.org', 'Mid', 'http://portal.test/c', 'b', '2024-06-01T00:00:00.000Z');
    const res = await t.call('GET', '/emulator/outbox.json');
    expect(res.json?.data).toEqual([
      { to: 'new@example.org', subject: 'New', link: null, created_at: '2025-01-01T00:00:00.000Z' },
      { to: 'mid@example.org', subject: 'Mid', link: 'http://portal.test/c', created_at: '2024-06-01T00:00:00.000Z' },
      { to: 'old@example.org', subject: 'Old', link: 'http://portal.test/a', created_at: '2024-01-01T00:00:00.000Z' },
    ]);
  });

  it('filters by recipient with ?to= (any case)', async () => {
    mail('a@example.org', 'For A', null);
    mail('b@example.org', 'For B', null);
    const res = await t.call('GET', '/emulator/outbox.json', { query: { to: 'B@Example.org' } });
    expect(res.json?.data.map((item: { subject: string }) => item.subject)).toEqual(['For B']);
  });

  it('refuses an oversized filter with 422', async () => {
    const res = await t.call('GET', '/emulator/outbox.json', { query: { to: 'x'.repeat(300) } });
    expect(res.status).toBe(422);
    expect(res.json?.success).toBe(false);
  });

  it('is not cached and sends no referrer', async () => {
    const res = await t.call('GET', '/emulator/outbox.json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('GET /emulator/outbox', () => {
  it('shows an HTML page saying nothing was sent yet', async () => {
    const res = await t.call('GET', '/emulator/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('No mail has been sent yet.');
  });

  it('lists mail newest first with clickable links', async () => {
    mail('old@example.org', 'Older mail', 'http://portal.test/password-reset-confirm/?token=abc&email=old%40example.org', 'b', '2024-01-01T00:00:00.000Z');
    mail('new@example.org', 'Newer mail', 'https://portal.test/x', 'b', '2025-01-01T00:00:00.000Z');
    const res = await t.call('GET', '/emulator/outbox');
    expect(res.text.indexOf('Newer mail')).toBeLessThan(res.text.indexOf('Older mail'));
    expect(res.text).toContain('<a href="http://portal.test/password-reset-confirm/?token=abc&amp;email=old%40example.org" rel="noreferrer">');
    expect(res.text).toContain('<a href="https://portal.test/x" rel="noreferrer">');
  });

  it('escapes everything and never makes a non-http link clickable', async () => {
    const hostile = '<script>alert("x")</script>';
    mail(`"><img src=x onerror=alert(1)>@example.org`, hostile, 'javascript:alert(1)', `${hostile}\n<b>bold</b> & 'quotes'`);
    mail('ok@example.org', 'Link with quotes', `http://portal.test/?q="><script>alert(2)</script>`);
    const res = await t.call('GET', '/emulator/outbox');
    expect(res.text).not.toMatch(/<script>|<img|<b>|onerror=alert\(1\)>/);
    expect(res.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(res.text).toContain('&amp; &#39;quotes&#39;');
    expect(res.text).not.toContain('href="javascript:');
    expect(res.text).toContain('<p>javascript:alert(1)</p>');
    // The URL parser percent-encodes what a link may not hold raw; the rest is escaped.
    expect(res.text).toMatch(/<a href="http:\/\/portal\.test\/\?q=%22%3E%3Cscript%3Ealert\(2\)%3C\/script%3E" rel="noreferrer">/);
  });

  it('sends a strict content security policy and no-store', async () => {
    const res = await t.call('GET', '/emulator/outbox');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(res.headers.get('content-security-policy')).not.toMatch(/script-src/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the reset flow end to end through the outbox', { timeout: SCRYPT_TIMEOUT_MS }, () => {
  it('request → page link → confirm → sign in with the new password', async () => {
    await createPeople(t).user({ email: 'flow@example.org' });
    await t.call('POST', '/api/password/reset/request', { body: { email: 'flow@example.org' } });
    const page = await t.call('GET', '/emulator/outbox');
    const href = page.text.match(/<a href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBeDefined();
    const link = new URL(href as string);
    expect(link.pathname).toBe('/password-reset-confirm/');

    const confirm = await t.call('POST', '/api/password/reset/confirm', {
      body: {
        token: link.searchParams.get('token'),
        email: link.searchParams.get('email'),
        password: 'flow-new-password',
        password_confirmation: 'flow-new-password',
      },
    });
    expect(confirm.status).toBe(200);
    const login = await t.call('POST', '/api/login', { body: { email: 'flow@example.org', password: 'flow-new-password' } });
    expect(login.status).toBe(200);
  });
});
