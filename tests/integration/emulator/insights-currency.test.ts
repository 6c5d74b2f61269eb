// Money in its own currency: an ad account's spend is answered in its currency; spend of ad accounts
// in several currencies is never summed as it is, but converted day by day at the seeded rates into
// one reporting currency, with each currency's own figures and each day's rates beside it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSIGHTS_WINDOW_DAYS } from '../../../shared/constants';
import { getInsights } from '../../../shared/contract/per-service';
import { lastDays, startOfUtcDay } from '../../../shared/dates';
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

const DATES = () => lastDays(startOfUtcDay(new Date()), INSIGHTS_WINDOW_DAYS);

const insights = async (path: string, query: Record<string, number | string>) => {
  const answer = await t.call('GET', `/api/${path}/insights`, { token: demo.clientToken, query: { user_id: demo.clientId, ...query } });
  return { ...answer, data: answer.status === 200 ? getInsights.response.parse(answer.json).service_response.data : undefined };
};

/** The ad accounts of a record by currency, and their spend per day over the window. */
const spendByCurrency = (recordId: number) => {
  const dates = DATES();
  const rows = t.sqlite
    .prepare(
      `SELECT a.currency, i.date, SUM(i.spend) AS spend FROM insights_daily i JOIN ad_accounts a ON a.id = i.ad_account_id
       WHERE a.integration_id = ? AND i.date BETWEEN ? AND ? GROUP BY a.currency, i.date`,
    )
    .all(recordId, dates[0], dates[dates.length - 1]) as { currency: string; date: string; spend: number }[];
  return rows;
};
const usdPerUnit = (currency: string, date: string) =>
  t.sqlite.prepare('SELECT usd_per_unit FROM exchange_rates WHERE currency = ? AND date = ?').pluck().get(currency, date) as number;

/** An export of the demo client whose ad accounts use GBP and USD. */
const mixedExport = () =>
  t.sqlite
    .prepare(
      `SELECT i.id FROM integrations_exports i JOIN services s ON s.id = i.service_id JOIN ad_accounts a ON a.integration_id = i.id
       WHERE s.service_path = 'ws-sync' AND i.ba_id = ? GROUP BY i.id HAVING COUNT(DISTINCT a.currency) = 2`,
    )
    .pluck()
    .get(demo.bluebird) as number;

describe('insights money by currency', () => {
  it('answers one ad account in its own currency, as it always did', async () => {
    const [account] = demo.adAccountsOf(mixedExport()) as [number];
    const currency = t.sqlite.prepare('SELECT currency FROM ad_accounts WHERE id = ?').pluck().get(account);
    const { data } = await insights('ws-sync', { account_id: account });
    expect(data?.currency).toBe(currency);
    expect(data?.money_by_currency).toBeUndefined();
    expect(data?.conversion).toBeUndefined();
  });

  it('never sums pounds and dollars: each currency’s own spend, and a total converted at each day’s rate', async () => {
    const exportId = mixedExport();
    const { status, data } = await insights('ws-sync', { integration_id: exportId, currency: 'GBP' });
    expect(status).toBe(200);
    const rows = spendByCurrency(exportId);
    const own = (currency: string) => rows.filter((row) => row.currency === currency).reduce((sum, row) => sum + row.spend, 0);
    expect(data?.money_by_currency?.map((money) => money.currency)).toEqual(['GBP', 'USD']);
    expect(data?.money_by_currency?.find((money) => money.currency === 'USD')?.amount).toBeCloseTo(own('USD'), 1);
    expect(data?.money_by_currency?.find((money) => money.currency === 'GBP')?.amount).toBeCloseTo(own('GBP'), 1);
    const converted = rows.reduce((sum, row) => sum + row.spend * (usdPerUnit(row.currency, row.date) / usdPerUnit('GBP', row.date)), 0);
    expect(data?.currency).toBe('GBP');
    expect(data?.insights.spend).toBeCloseTo(converted, 0);
    expect(data?.insights.spend).not.toBeCloseTo(own('GBP') + own('USD'), 0);
    expect(data?.insights.cpc).toBeCloseTo((data?.insights.spend ?? 0) / data!.insights.clicks, 1);
    expect(data?.conversion?.rates).toHaveLength(INSIGHTS_WINDOW_DAYS);
    const [first] = data?.conversion?.rates ?? [];
    expect(first?.rates.GBP).toBe(1);
    expect(first?.rates.USD).toBeCloseTo(1 / usdPerUnit('GBP', first?.date ?? ''), 4);
  });

  it('converts into the currency with the most spend unless one is asked for, and the comparison period into the same', async () => {
    const exportId = mixedExport();
    const { data } = await insights('ws-sync', { integration_id: exportId, compare: 1 });
    const inUsd = (currency: string) => spendByCurrency(exportId).filter((row) => row.currency === currency).reduce((sum, row) => sum + row.spend * usdPerUnit(currency, row.date), 0);
    expect(data?.currency).toBe(inUsd('GBP') >= inUsd('USD') ? 'GBP' : 'USD');
    expect(data?.previous?.conversion?.currency).toBe(data?.currency);
    const inEuro = await insights('ws-sync', { integration_id: exportId, currency: 'EUR', compare: 1 });
    expect(inEuro.data?.currency).toBe('EUR');
    expect(inEuro.data?.previous?.currency).toBe('EUR');
  });

  it('refuses a reporting currency it has no rate for, with a sentence, and a code that is not one', async () => {
    const exportId = mixedExport();
    const unknown = await insights('ws-sync', { integration_id: exportId, currency: 'XYZ' });
    expect(unknown.status).toBe(422);
    expect(unknown.json?.message).toMatch(/^There is no exchange rate for XYZ: choose one of USD, EUR, GBP/);
    const lower = await insights('ws-sync', { integration_id: exportId, currency: 'gbp' });
    expect(lower.status).toBe(422);
    expect(lower.json?.message).toContain('A currency is a three-letter code such as GBP');
  });

  it('shows an unknown currency on its own, converting the rest, never adding it in', async () => {
    const exportId = mixedExport();
    const [account] = demo.adAccountsOf(exportId) as [number];
    t.sqlite.prepare("UPDATE ad_accounts SET currency = 'XTS' WHERE id = ?").run(account);
    const { status, data } = await insights('ws-sync', { integration_id: exportId });
    expect(status).toBe(200);
    expect(data?.conversion?.unconverted).toEqual(['XTS']);
    expect(data?.money_by_currency?.map((money) => money.currency)).toContain('XTS');
    expect(Object.keys(data?.conversion?.rates[0]?.rates ?? {})).not.toContain('XTS');
  });
});
