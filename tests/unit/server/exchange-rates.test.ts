// The daily rates and the conversion the insights answer makes with them, on known figures.
import { describe, expect, it } from 'vitest';
import { toMoneyPeriod, toRateTable } from '../../../server/emulator/records/insights/insights-money';
import { buildExchangeRates, usdPerUnitOn } from '../../../server/emulator/generate/exchange-rates';

const day = (date: string, spend: number, clicks: number) => ({ date, clicks, impressions: clicks * 100, spend, unique_clicks: clicks, cost: 0, interactions: 0 });
const window = { dates: ['2026-03-15', '2026-03-16'], from: '2026-03-15', to: '2026-03-16' };

describe('daily exchange rates', () => {
  it('pins the seeded rate of a known day: seed 1, 15 March 2026, one pound buys 1.28228 dollars', () => {
    expect(usdPerUnitOn(1, 'GBP', '2026-03-15')).toBe(1.28228);
    expect(usdPerUnitOn(1, 'USD', '2026-03-15')).toBe(1);
    expect(usdPerUnitOn(1, 'XTS', '2026-03-15')).toBeUndefined();
  });

  it('depends only on the seed, the currency and the day', () => {
    expect(buildExchangeRates(1, ['2026-03-15'])).toEqual(buildExchangeRates(1, ['2026-03-15']));
    expect(usdPerUnitOn(2, 'GBP', '2026-03-15')).not.toBe(usdPerUnitOn(1, 'GBP', '2026-03-15'));
    expect(usdPerUnitOn(1, 'GBP', '2026-03-16')).not.toBe(usdPerUnitOn(1, 'GBP', '2026-03-15'));
  });
});

describe('money of several currencies', () => {
  // One pound buys 1.25 dollars on the 15th and 1.5 on the 16th.
  const rates = toRateTable([
    { date: '2026-03-15', currency: 'USD', usd_per_unit: 1 },
    { date: '2026-03-15', currency: 'GBP', usd_per_unit: 1.25 },
    { date: '2026-03-16', currency: 'USD', usd_per_unit: 1 },
    { date: '2026-03-16', currency: 'GBP', usd_per_unit: 1.5 },
  ]);
  const groups = [
    { currency: 'GBP', days: [day('2026-03-15', 100, 10), day('2026-03-16', 100, 10)] },
    { currency: 'USD', days: [day('2026-03-15', 50, 5), day('2026-03-16', 150, 5)] },
  ];

  it('converts each day at that day’s rate: £100 + $50 at 1.25 is £140, £100 + $150 at 1.5 is £200', () => {
    const period = toMoneyPeriod('fb-sync', window, groups, rates, 'GBP');
    expect(period.graphics.spends?.data).toEqual([140, 200]);
    expect(period.insights.spend).toBe(340);
    expect(period.insights.cpc).toBe(11.33);
    expect(period.conversion?.rates).toEqual([
      { date: '2026-03-15', rates: { GBP: 1, USD: 0.8 } },
      { date: '2026-03-16', rates: { GBP: 1, USD: 0.666667 } },
    ]);
    expect(period.money_by_currency?.map(({ currency, amount }) => ({ currency, amount }))).toEqual([
      { currency: 'GBP', amount: 200 },
      { currency: 'USD', amount: 200 },
    ]);
  });

  it('defaults to the currency with the most spend in dollars, and keeps one currency as it is', () => {
    expect(toMoneyPeriod('fb-sync', window, groups, rates).currency).toBe('GBP');
    const single = toMoneyPeriod('fb-sync', window, [groups[1]!], rates);
    expect(single).toMatchObject({ currency: 'USD', insights: { spend: 200 } });
    expect(single.conversion).toBeUndefined();
  });
});
