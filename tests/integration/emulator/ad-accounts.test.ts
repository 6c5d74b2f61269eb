// Ad accounts of an export: list (search-ads accounts for google-ads), refresh, switch.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAdAccounts, refreshAdAccounts, setAdAccountStatus } from '../../../shared/contract/per-service';
import { ZAdAccount, ZSearchAdsAccount } from '../../../shared/contract/common';
import { ZErrorBody } from '../../../shared/contract/define';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { demoOf } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
});
afterEach(() => t.cleanup());

const accountsState = () => ({
  ad: t.sqlite.prepare('SELECT id, balance, is_active FROM ad_accounts ORDER BY id').all(),
  search: t.sqlite.prepare('SELECT id, is_active FROM search_ads_accounts ORDER BY id').all(),
});

describe('GET /api/{service_path}/ad-accounts', () => {
  it('answers the ad accounts of an export', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const { status, json } = await t.call('GET', '/api/fb-sync/ad-accounts', { token: demo.clientToken, query: { integration_id: exportId } });
    expect(status).toBe(200);
    const accounts = listAdAccounts.response.parse(json).service_response.data.ad_accounts;
    expect(accounts.map((account) => account.id)).toEqual(demo.adAccountsOf(exportId));
    for (const account of accounts) expect(Object.keys(account).sort()).toEqual(Object.keys(ZAdAccount.shape).sort());
  });

  it('answers the search-ads accounts for google-ads', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'google-ads');
    const { json } = await t.call('GET', '/api/google-ads/ad-accounts', { token: demo.clientToken, query: { integration_id: exportId } });
    const accounts = listAdAccounts.response.parse(json).service_response.data.ad_accounts;
    expect(accounts).toHaveLength(demo.adAccountsOf(exportId).length);
    for (const account of accounts) {
      const parsed = ZSearchAdsAccount.parse(account);
      expect(['Yes', 'No']).toContain(parsed.manager);
      expect(parsed.descriptive_name.length).toBeGreaterThan(0);
    }
  });

  it('refuses foreign, unknown and other-service records', async () => {
    const get = (path: string, integrationId: number | string) =>
      t.call('GET', `/api/${path}/ad-accounts`, { token: demo.clientToken, query: { integration_id: integrationId } });
    expect((await get('fb-sync', demo.exportOf(demo.acme, 'fb-sync'))).status).toBe(404);
    expect((await get('fb-sync', 999_999)).status).toBe(404);
    expect((await get('pd-sync', demo.exportOf(demo.bluebird, 'fb-sync'))).status).toBe(404);
    expect((await get('fb-sync', '')).status).toBe(422);
    expect((await t.call('GET', '/api/fb-sync/ad-accounts', { query: { integration_id: 1 } })).status).toBe(401);
  });
});

describe('POST /api/{service_path}/ad-accounts', () => {
  it('answers the accounts again, balances moved by at most 3%', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const before = new Map(
      (t.sqlite.prepare('SELECT id, balance FROM ad_accounts WHERE integration_id = ?').all(exportId) as { id: number; balance: number }[]).map(
        (row) => [row.id, row.balance],
      ),
    );
    const { status, json } = await t.call('POST', '/api/fb-sync/ad-accounts', { token: demo.clientToken, body: { integration_id: exportId } });
    expect(status).toBe(200);
    const accounts = refreshAdAccounts.response.parse(json).service_response.data.ad_accounts as { id: number; balance: number }[];
    for (const account of accounts) {
      const old = before.get(account.id) ?? 0;
      expect(Math.abs(account.balance - old)).toBeLessThanOrEqual(old * 0.03 + 0.01);
    }
  });

  it('refuses foreign records, changing nothing', async () => {
    const before = accountsState();
    const { status, json } = await t.call('POST', '/api/fb-sync/ad-accounts', {
      token: demo.clientToken,
      body: { integration_id: demo.exportOf(demo.acme, 'fb-sync') },
    });
    expect(status).toBe(404);
    ZErrorBody.parse(json);
    expect(accountsState()).toEqual(before);
  });
});

describe('PATCH /api/{service_path}/ad-accounts', () => {
  it('switches an ad account on and off', async () => {
    const [accountId] = demo.adAccountsOf(demo.exportOf(demo.bluebird, 'fb-sync')) as [number];
    for (const status of [false, true]) {
      const { status: code, json } = await t.call('PATCH', '/api/fb-sync/ad-accounts', {
        token: demo.clientToken,
        body: { user_id: demo.clientId, ad_account_id: accountId, status },
      });
      expect(code).toBe(200);
      const body = setAdAccountStatus.response.parse(json);
      expect(body.service_response.success).toBe(1);
      expect(body.service_response.data.ad_account.is_active).toBe(status);
      expect(t.sqlite.prepare('SELECT is_active FROM ad_accounts WHERE id = ?').pluck().get(accountId)).toBe(status ? 1 : 0);
    }
  });

  it('switches a google-ads account by its search-ads id, with the ad account it describes', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'google-ads');
    const row = t.sqlite.prepare('SELECT id, ad_account_id, is_active FROM search_ads_accounts WHERE integration_id = ? ORDER BY id').get(exportId) as {
      id: number;
      ad_account_id: number;
      is_active: number;
    };
    const next = row.is_active !== 1;
    const { status, json } = await t.call('PATCH', '/api/google-ads/ad-accounts', {
      token: demo.clientToken,
      body: { user_id: demo.clientId, ad_account_id: row.id, status: next },
    });
    expect(status).toBe(200);
    expect(ZSearchAdsAccount.parse(setAdAccountStatus.response.parse(json).service_response.data.ad_account).is_active).toBe(next);
    expect(t.sqlite.prepare('SELECT is_active FROM ad_accounts WHERE id = ?').pluck().get(row.ad_account_id)).toBe(next ? 1 : 0);
  });

  it('refuses foreign or unknown accounts, the wrong service, another user and bad values, changing nothing', async () => {
    const before = accountsState();
    const [own] = demo.adAccountsOf(demo.exportOf(demo.bluebird, 'fb-sync')) as [number];
    const [foreign] = demo.adAccountsOf(demo.exportOf(demo.acme, 'fb-sync')) as [number];
    const cases: [string, Record<string, unknown>, number][] = [
      ['fb-sync', { user_id: demo.clientId, ad_account_id: foreign, status: true }, 404],
      ['fb-sync', { user_id: demo.clientId, ad_account_id: 999_999, status: true }, 404],
      ['pd-sync', { user_id: demo.clientId, ad_account_id: own, status: true }, 404],
      ['fb-sync', { user_id: demo.adminId, ad_account_id: own, status: true }, 403],
      ['fb-sync', { user_id: demo.clientId, ad_account_id: own, status: 'sometimes' }, 422],
      ['fb-sync', { user_id: demo.clientId, status: true }, 422],
    ];
    for (const [path, body, expected] of cases) {
      const { status, json } = await t.call('PATCH', `/api/${path}/ad-accounts`, { token: demo.clientToken, body });
      expect({ path, body, status }).toEqual({ path, body, status: expected });
      ZErrorBody.parse(json);
    }
    expect(accountsState()).toEqual(before);
  });
});
