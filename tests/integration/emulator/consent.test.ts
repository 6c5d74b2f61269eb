// The emulated consent page: the page itself (escaped, accessible), Allow creating the record
// with ad accounts and insights, Deny creating nothing, and states that decide once.
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAuthData } from '../../../shared/contract/services';
import { JWT_ISSUER } from '../../../server/emulator/jwt';
import { CONSENT_AUDIENCE } from '../../../server/emulator/records/consent/consent-state';
import { TEST_JWT } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { addBusinessAccount, countOf, demoOf, snapshot } from './fixtures/records';
import type { TDemo } from './fixtures/records';
import { startsDisabled } from '../../support/auth-data-body';

let t: TTestEmulator;
let demo: TDemo;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
});
afterEach(() => t.cleanup());

/** The consent URL's path (the page is served by the same app). */
const startExport = async (path: string, query: Record<string, number> = {}, token = demo.clientToken, userId = demo.clientId) => {
  const { json } = await t.call('GET', `/api/${path}/state`, { token, query: { user_id: userId, ba_id: demo.bluebird, ...query } });
  return new URL(json?.service_response.data as string).pathname;
};
const startIntegration = async () => {
  const { json } = await t.call('POST', '/api/fb-sync/users', {
    token: demo.clientToken,
    body: { user_id: demo.clientId, ba_id: demo.bluebird },
  });
  return new URL(json?.service_response.data as string).pathname;
};
const decide = (path: string, decision: string) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
  });
const newestRecord = () =>
  t.sqlite
    .prepare('SELECT id, service_type, is_active, status, ba_id, created_by, access_token, service_id FROM integrations_exports ORDER BY id DESC LIMIT 1')
    .get() as Record<string, any>;

describe('GET /emulator/consent/{state}', () => {
  it('shows the service, the business account and Allow and Deny buttons in a POST form', async () => {
    const response = await t.app.request(await startExport('fb-sync'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<h1>Connect Facebook Ads<\/h1>/);
    expect(page).toContain('Bluebird Media');
    expect(page).toMatch(/<form method="post">/);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*value="allow"[^>]*>Allow<\/button>/);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*value="deny"[^>]*>Deny<\/button>/);
  });

  it('escapes names that hold markup', async () => {
    const hostileName = `<img src=x onerror="alert(1)">&Co`;
    const baId = addBusinessAccount(t, demo.clientId, hostileName);
    const { json } = await t.call('GET', '/api/fb-sync/state', { token: demo.clientToken, query: { user_id: demo.clientId, ba_id: baId } });
    const page = await (await t.app.request(new URL(json?.service_response.data as string).pathname)).text();
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;Co');
  });

  it('answers 404 for a tampered, foreign-audience or garbage state, and 410 for an expired one', async () => {
    const path = await startExport('fb-sync');
    const tampered = `${path.slice(0, -3)}${path.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await t.app.request(tampered)).status).toBe(404);
    expect((await t.app.request(`/emulator/consent/${demo.clientToken}`)).status).toBe(404);
    expect((await t.app.request('/emulator/consent/%3Cscript%3E')).status).toBe(404);
    const expired = await new SignJWT({ uid: demo.clientId, ba: demo.bluebird, svc: 'fb-sync', kind: 'export' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('expired-state')
      .setIssuer(JWT_ISSUER)
      .setAudience(CONSENT_AUDIENCE)
      .setExpirationTime(Math.floor(t.deps.clock.nowMs() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT.secret));
    const response = await t.app.request(`/emulator/consent/${expired}`);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('expired');
  });
});

describe('POST /emulator/consent/{state}', () => {
  it.each(['fb-sync', 'pd-sync', 'ws-sync'])('Allow creates a disabled %s export with 2–3 ad accounts and a year of insights', async (path) => {
    const response = await decide(await startExport(path), 'allow');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://portal.test/data_export?consent=allowed');
    const record = newestRecord();
    expect(record).toMatchObject({ service_type: 'export', is_active: 0, status: 'disabled', ba_id: demo.bluebird, created_by: demo.clientId });
    expect(record.service_id).toBe(demo.serviceId(path));
    const accounts = demo.adAccountsOf(record.id);
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    expect(accounts.length).toBeLessThanOrEqual(3);
    for (const account of accounts) {
      expect(countOf(t, 'SELECT count(*) FROM insights_daily WHERE ad_account_id = ?', account)).toBe(365);
    }
    const listed = await t.call('GET', '/api/integrations_exports', { token: demo.clientToken, query: { user_id: demo.clientId, ba_id: demo.bluebird } });
    expect(listed.json?.data.some((row: { id: number }) => row.id === record.id)).toBe(true);
  });

  it('Allow on google-ads also creates the search-ads accounts', async () => {
    await decide(await startExport('google-ads'), 'allow');
    const record = newestRecord();
    const accounts = demo.adAccountsOf(record.id).length;
    expect(countOf(t, 'SELECT count(*) FROM search_ads_accounts WHERE integration_id = ?', record.id)).toBe(accounts);
    expect(countOf(t, 'SELECT sum(cost) > 0 FROM insights_daily WHERE ad_account_id IN (SELECT id FROM ad_accounts WHERE integration_id = ?)', record.id)).toBe(1);
  });

  it('Deny creates nothing and returns to the portal', async () => {
    const before = snapshot(t);
    const response = await decide(await startExport('fb-sync'), 'deny');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://portal.test/data_export?consent=denied');
    expect(snapshot(t)).toEqual(before);
  });

  it('a state decides once: a second Allow, or Allow after Deny, creates nothing', async () => {
    const path = await startExport('fb-sync');
    expect((await decide(path, 'allow')).status).toBe(303);
    const afterFirst = snapshot(t);
    const second = await decide(path, 'allow');
    expect(second.status).toBe(410);
    expect(snapshot(t)).toEqual(afterFirst);
    const denied = await startExport('pd-sync');
    await decide(denied, 'deny');
    expect((await decide(denied, 'allow')).status).toBe(410);
    expect(snapshot(t)).toEqual(afterFirst);
    expect((await t.app.request(path)).status).toBe(410);
  });

  it('refuses an answer that is neither Allow nor Deny', async () => {
    const before = snapshot(t);
    const path = await startExport('fb-sync');
    expect((await decide(path, 'maybe')).status).toBe(400);
    expect((await t.app.request(path, { method: 'POST', body: '{"decision":"allow"}', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(snapshot(t)).toEqual(before);
    // The state was not used up by the refused answers.
    expect((await decide(path, 'allow')).status).toBe(303);
  });

  it('refuses when the user left the business account after starting', async () => {
    const path = await startExport('fb-sync');
    t.sqlite.prepare('DELETE FROM business_account_members WHERE ba_id = ? AND user_id = ?').run(demo.bluebird, demo.clientId);
    const before = snapshot(t);
    const response = await decide(path, 'allow');
    expect(response.status).toBe(403);
    expect(snapshot(t)).toEqual(before);
  });

  it('renews the grant of an existing export instead of creating one', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const tokenBefore = t.sqlite.prepare('SELECT access_token FROM integrations_exports WHERE id = ?').pluck().get(exportId);
    const before = snapshot(t);
    await decide(await startExport('fb-sync', { integrations_exports_id: exportId }), 'allow');
    expect(snapshot(t)).toEqual(before);
    expect(t.sqlite.prepare('SELECT access_token FROM integrations_exports WHERE id = ?').pluck().get(exportId)).not.toBe(tokenBefore);
  });

  it('Allow on an integration creates it with social pages and continues on step 2, where auth data completes it', async () => {
    const response = await decide(await startIntegration(), 'allow');
    const record = newestRecord();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://portal.test/integrations/${record.id}/step2`);
    expect(record).toMatchObject({ service_type: 'integration', is_active: 0, status: 'disabled', service_id: demo.serviceId('fb-sync') });
    expect(countOf(t, 'SELECT count(*) FROM social_pages WHERE integration_id = ?', record.id)).toBe(2);

    const { status, json } = await t.call('POST', '/api/add-auth-data', {
      token: demo.clientToken,
      body: {
        integrations_exports_id: record.id,
        created_by: demo.clientId,
        ba_id: demo.bluebird,
        receiving_service_id: demo.serviceId('keepin-crm'),
        service_type: 'integration',
        ...startsDisabled(),
        client_id: String(demo.clientId),
        api_key: 'k',
        subdomain: 'blue',
        use_sandbox: false,
      },
    });
    expect(status).toBe(200);
    expect(addAuthData.response.parse(json).integrations_exports_id).toBe(record.id);
    const info = await t.call('GET', `/api/integrations/${record.id}`, { token: demo.clientToken, query: { user_id: demo.clientId } });
    expect(info.status).toBe(200);
    expect(info.json?.data.integration.service.service_path).toBe('keepin-crm');
    expect(info.json?.data.keepin.deal.funnels.length).toBeGreaterThan(0);
    expect(info.json?.data.fb_lf_page.data).toHaveLength(2);
  });

  it('Deny on an integration returns to the integrations list', async () => {
    const response = await decide(await startIntegration(), 'deny');
    expect(response.headers.get('location')).toBe('http://portal.test/integrations');
  });
});
