// adAccounts.* and insights.*: the ad accounts of an export and the dashboard's figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_WINDOW_DAYS } from '../../../shared/constants';
import type { ServicePath } from '../../../shared/constants';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { RECORD_NOT_FOUND_MESSAGE } from '../../../server/trpc/record-service-path';
import { expectRefusal, freshOwner, signIn } from '../../support/trpc-fixtures';
import type { TSignedIn } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';

let target: TTrpcTarget;
let client: TSignedIn;
let stranger: Awaited<ReturnType<typeof freshOwner>>;
beforeAll(async () => {
  target = await startTrpcTarget();
  client = await signIn(target, DEMO_CLIENT);
  stranger = await freshOwner(target, 'ad-accounts');
});
afterAll(() => target?.close());

/** The demo client's export on a service path. */
const clientExport = async (servicePath: ServicePath) => {
  const list = await client.trpc.exports.list.query({ user_id: client.user.id });
  const record = list.data.find((candidate) => candidate.service.service_path === servicePath);
  if (!record) throw new Error(`The demo client has no ${servicePath} export`);
  return record;
};

describe('adAccounts', () => {
  it('list answers the ad accounts of an export as service_response.data.ad_accounts', async () => {
    const record = await clientExport('fb-sync');
    const answer = await client.trpc.adAccounts.list.query({ service_path: 'fb-sync', integration_id: record.id });
    expect(answer.service_response.success).toBe(1);
    expect(answer.service_response.data.ad_accounts.length).toBeGreaterThan(0);
    expect(answer.service_response.data.ad_accounts[0]).toMatchObject({
      account_id: expect.any(String),
      name: expect.any(String),
      balance: expect.any(Number),
      currency: expect.any(String),
      is_active: expect.any(Boolean),
    });
  });

  it('list answers search-ads accounts (manager, level, descriptive name) for google-ads', async () => {
    const record = await clientExport('google-ads');
    const answer = await client.trpc.adAccounts.list.query({ service_path: 'google-ads', integration_id: record.id });
    expect(answer.service_response.data.ad_accounts[0]).toMatchObject({
      manager: expect.any(String),
      level: expect.any(String),
      descriptive_name: expect.any(String),
    });
  });

  it('refresh answers the accounts again, the same ones', async () => {
    const record = await clientExport('fb-sync');
    const listed = await client.trpc.adAccounts.list.query({ service_path: 'fb-sync', integration_id: record.id });
    const refreshed = await client.trpc.adAccounts.refresh.mutate({ service_path: 'fb-sync', integration_id: record.id });
    expect(refreshed.service_response.success).toBe(1);
    expect(refreshed.service_response.data.ad_accounts.map((account) => account.id)).toEqual(
      listed.service_response.data.ad_accounts.map((account) => account.id),
    );
  });

  it('setStatus switches an ad account on and off', async () => {
    const record = await clientExport('pd-sync');
    const [account] = (await client.trpc.adAccounts.list.query({ service_path: 'pd-sync', integration_id: record.id })).service_response.data.ad_accounts;
    if (!account) throw new Error('The pd-sync export has no ad account');
    const flipped = await client.trpc.adAccounts.setStatus.mutate({ user_id: client.user.id, ba_id: record.ba_id, integration_id: record.id, ad_account_id: account.id, status: !account.is_active });
    expect(flipped.service_response).toMatchObject({ success: 1, data: { ad_account: { id: account.id, is_active: !account.is_active } } });
    const back = await client.trpc.adAccounts.setStatus.mutate({ user_id: client.user.id, ba_id: record.ba_id, integration_id: record.id, ad_account_id: account.id, status: account.is_active });
    expect(back.service_response.data.ad_account.is_active).toBe(account.is_active);
  });

  it("refuses someone else's export and ad account (404), changing nothing", async () => {
    const record = await clientExport('fb-sync');
    const [account] = (await client.trpc.adAccounts.list.query({ service_path: 'fb-sync', integration_id: record.id })).service_response.data.ad_accounts;
    await expectRefusal(stranger.trpc.adAccounts.list.query({ service_path: 'fb-sync', integration_id: record.id }), { code: 'NOT_FOUND', status: 404 });
    await expectRefusal(stranger.trpc.adAccounts.refresh.mutate({ service_path: 'fb-sync', integration_id: record.id }), { code: 'NOT_FOUND', status: 404 });
    await expectRefusal(
      stranger.trpc.adAccounts.setStatus.mutate({ user_id: stranger.user.id, ba_id: stranger.ba.id, integration_id: record.id, ad_account_id: account?.id as number, status: !account?.is_active }),
      { code: 'NOT_FOUND', status: 404, message: RECORD_NOT_FOUND_MESSAGE },
    );
    // Naming the owner's business account instead: the gateway's own refusal of a non-member.
    await expectRefusal(
      stranger.trpc.adAccounts.setStatus.mutate({ user_id: stranger.user.id, ba_id: record.ba_id, integration_id: record.id, ad_account_id: account?.id as number, status: !account?.is_active }),
      { code: 'FORBIDDEN', status: 403 },
    );
    const after = await client.trpc.adAccounts.list.query({ service_path: 'fb-sync', integration_id: record.id });
    expect(after.service_response.data.ad_accounts[0]?.is_active).toBe(account?.is_active);
  });

  it('refuses an export listed under another service path (404)', async () => {
    const record = await clientExport('fb-sync');
    await expectRefusal(client.trpc.adAccounts.list.query({ service_path: 'ws-sync', integration_id: record.id }), { code: 'NOT_FOUND', status: 404 });
  });
});

describe('insights', () => {
  it('get answers the four totals and a daily series per card over the last 14 days', async () => {
    const baId = client.user.currentBusinessAccount?.id as number;
    const answer = await client.trpc.insights.get.query({ user_id: client.user.id, service_path: 'fb-sync', ba_id: baId });
    const { insights, graphics } = answer.service_response.data;
    expect(insights).toMatchObject({ clicks: expect.any(Number), impressions: expect.any(Number), spend: expect.any(Number), unique_clicks: expect.any(Number) });
    expect(Object.keys(graphics).sort()).toEqual(['clicks', 'cpc', 'cpm', 'ctr', 'impressions', 'spends', 'unique_clicks']);
    expect(graphics.clicks?.labels).toHaveLength(INSIGHTS_WINDOW_DAYS);
    expect(graphics.clicks?.data.reduce((sum, value) => sum + value, 0)).toBe(insights.clicks);
  });

  it('get answers cost and interactions for google-ads, narrowed to one ad account', async () => {
    const record = await clientExport('google-ads');
    const [account] = (await client.trpc.adAccounts.list.query({ service_path: 'google-ads', integration_id: record.id })).service_response.data.ad_accounts;
    const answer = await client.trpc.insights.get.query({
      user_id: client.user.id,
      service_path: 'google-ads',
      ba_id: record.ba_id,
      integration_id: record.id,
      account_id: account?.id,
    });
    expect(answer.service_response.data.insights).toMatchObject({ cost: expect.any(Number), interactions: expect.any(Number) });
    expect(Object.keys(answer.service_response.data.graphics).sort()).toEqual(['clicks', 'cost', 'cpc', 'cpi', 'cpm', 'ctr', 'impressions', 'interactions']);
  });

  it('get says what its money is in (money): mixed currencies converted into the default, or into the one asked', async () => {
    const list = await client.trpc.exports.list.query({ user_id: client.user.id });
    const currenciesOf = async (record: (typeof list.data)[number]) => {
      const accounts = (await client.trpc.adAccounts.list.query({ service_path: record.service.service_path as ServicePath, integration_id: record.id })).service_response.data.ad_accounts;
      return new Set(accounts.map((account) => ('currency' in account ? account.currency : '')));
    };
    const mixed = (await Promise.all(list.data.filter((record) => record.service.service_path !== 'google-ads').map(async (record) => ({ record, currencies: await currenciesOf(record) })))).find(({ currencies }) => currencies.size > 1);
    if (!mixed) throw new Error('The demo client has an export whose ad accounts use several currencies');
    const scope = { user_id: client.user.id, service_path: mixed.record.service.service_path as ServicePath, ba_id: mixed.record.ba_id, integration_id: mixed.record.id };
    const byDefault = await client.trpc.insights.get.query(scope);
    expect(byDefault.money).toMatchObject({ isConverted: true, currency: byDefault.service_response.data.conversion?.currency, choices: [...mixed.currencies].sort() });
    const other = byDefault.money.choices.find((code) => code !== byDefault.money.currency) as string;
    const asked = await client.trpc.insights.get.query({ ...scope, currency: other });
    expect(asked.money).toMatchObject({ isConverted: true, currency: other });
  });

  it('refresh updates today and answers its result', async () => {
    const record = await clientExport('fb-sync');
    const answer = await client.trpc.insights.refresh.mutate({ user_id: client.user.id, service_path: 'fb-sync', integration_id: record.id });
    expect(answer.service_response).toMatchObject({ success: 1, data: { result: expect.any(String), rows: expect.any(Number) } });
  });

  it("refuses a business account the caller is not a member of (403) and another user's id (403)", async () => {
    await expectRefusal(client.trpc.insights.get.query({ user_id: client.user.id, service_path: 'fb-sync', ba_id: stranger.ba.id }), {
      code: 'FORBIDDEN',
      status: 403,
    });
    await expectRefusal(client.trpc.insights.refresh.mutate({ user_id: stranger.user.id, service_path: 'fb-sync' }), {
      code: 'FORBIDDEN',
      status: 403,
    });
  });
});
