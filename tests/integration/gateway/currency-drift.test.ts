// A real gateway that names a currency code the portal does not know (issue 23, item 5): the
// insights still answer (the screen shows the code as text), and proxy mode records each unknown
// code at its field in the drift report; known codes record nothing.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { rawRequest } from '../../support/http';
import { createTestLogger } from '../../support/server-log';
import { trpcClient } from '../../support/trpc-target';

const series = { labels: ['2026-03-01'], data: [5] };
const period = (currency: string, byCurrency: string[]) => ({
  insights: { clicks: 1, impressions: 10, spend: 5, unique_clicks: 1 },
  graphics: { clicks: series, impressions: series, spends: series, unique_clicks: series },
  date_from: '2026-03-01',
  date_to: '2026-03-01',
  currency,
  money_by_currency: byCurrency.map((code) => ({ currency: code, amount: 5, clicks: 1, impressions: 10, cpc: 5, cpm: 500, series })),
});
const ANSWERS: Record<string, unknown> = {
  '/api/fb-sync/insights': { service_response: { success: 1, data: { ...period('QQQ', ['QQQ', 'GBP']), previous: period('GBP', []) } } },
  '/api/ws-sync/insights': { service_response: { success: 1, data: period('GBP', ['GBP', 'USD']) } },
  // A gateway that names no currency at all: the portal reads the ad accounts in view.
  '/api/pd-sync/insights': { service_response: { success: 1, data: { ...period('USD', []), currency: undefined, money_by_currency: undefined } } },
  '/api/pd-sync/ad-accounts': {
    service_response: {
      success: 1,
      data: {
        ad_accounts: [
          { id: 1, account_id: 'act_1', fb_id: '1', name: 'Dollars', balance: 1, currency: 'usd', is_active: true, date_finish_sync: null, status_last_sync: null },
          { id: 2, account_id: 'act_2', fb_id: '2', name: 'Euros', balance: 1, currency: 'EUR', is_active: true, date_finish_sync: null, status_last_sync: null },
        ],
      },
    },
  },
};

let upstream: Server;
let portal: TRunningServer;
beforeAll(async () => {
  upstream = createServer((req, res) => {
    const answer = ANSWERS[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { success: false, message: 'No such endpoint' }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const env = loadEnv({ GATEWAY_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, LOG_LEVEL: 'warn' });
  portal = await listen(createApp({ env, logger: createTestLogger('warn').logger }).fetch, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await portal.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('unknown currency codes from a real gateway', () => {
  it('answers the figures and records each unknown code at its field in the drift report', async () => {
    const client = trpcClient(portal.url, 'upstream-token');
    const answer = await client.insights.get.query({ service_path: 'fb-sync', user_id: 7, ba_id: 1 });
    expect(answer.service_response.data.currency).toBe('QQQ');
    await client.insights.get.query({ service_path: 'ws-sync', user_id: 7, ba_id: 1 });

    const drift = JSON.parse((await rawRequest(`${portal.url}/emulator/drift`)).body) as { data: { endpoint: string; path: string; message: string }[] };
    expect(drift.data).toHaveLength(1);
    expect(drift.data[0]).toMatchObject({
      endpoint: 'GET /api/{service_path}/insights',
      path: 'service_response.data.currency',
      message: "'QQQ' is not an ISO 4217 currency code: shown as text",
    });
  });
});

describe('what the money is in, decided by the portal server (insights.get answers `money`)', () => {
  it('says the currency of the one ad account in view, none for several, and reads no accounts for all integrations', async () => {
    const client = trpcClient(portal.url, 'upstream-token');
    const scope = { service_path: 'pd-sync', user_id: 7, ba_id: 1, integration_id: 3 } as const;
    const one = await client.insights.get.query({ ...scope, account_id: 1 });
    expect(one.money).toEqual({ currency: 'USD', isConverted: false, currencies: [], unconverted: [], choices: [] });
    const several = await client.insights.get.query(scope);
    expect(several.money).toMatchObject({ currency: null, isConverted: false, currencies: ['EUR', 'USD'] });
    const all = await client.insights.get.query({ service_path: 'pd-sync', user_id: 7, ba_id: 1 });
    expect(all.money).toMatchObject({ currency: null, currencies: [] });
  });
});
