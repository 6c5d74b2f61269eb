// What the money of an insights answer is in, decided once on the server (server/trpc/insights-money.ts):
// the SPA shows this and sends only the person's remembered choice.
import { describe, expect, test } from 'vitest';
import { adAccountsAsked, currenciesInView, moneyOf, namesItsMoney } from '../../../server/trpc/insights-money';

const conversion = {
  currency: 'GBP',
  rates: [
    { date: '2026-03-01', rates: { USD: 0.8, GBP: 1, EUR: 0.85 } },
    { date: '2026-03-02', rates: { USD: 0.79, GBP: 1, EUR: 0.86 } },
  ],
  unconverted: ['XAU'],
};
const own = (currency: string) => ({ currency, amount: 1, clicks: 1, impressions: 1, cpc: 1, cpm: 1, series: { labels: [], data: [] } });

describe('the money of an insights answer', () => {
  test('converted: the gateway’s reporting currency, the ones it converted as the choices (sorted), those without a rate named', () => {
    const answer = { currency: 'GBP', money_by_currency: [own('EUR'), own('GBP'), own('USD'), own('XAU')], conversion };
    expect(moneyOf(answer, ['USD'])).toEqual({ currency: 'GBP', isConverted: true, currencies: ['EUR', 'GBP', 'USD', 'XAU'], unconverted: ['XAU'], choices: ['EUR', 'GBP', 'USD'] });
    expect(namesItsMoney(answer)).toBe(true);
  });

  test('one currency named by the answer is the money’s, whatever the accounts say; nothing to choose', () => {
    expect(moneyOf({ currency: 'EUR' }, ['USD', 'GBP'])).toEqual({ currency: 'EUR', isConverted: false, currencies: [], unconverted: [], choices: [] });
  });

  test('several currencies unconverted: no currency, never a mixed sum dressed as one', () => {
    expect(moneyOf({ currency: null, money_by_currency: [own('GBP'), own('USD')] }, [])).toMatchObject({ currency: null, currencies: ['GBP', 'USD'] });
  });

  test('a gateway that names none: the ad accounts in view decide (one is theirs, several none)', () => {
    expect(namesItsMoney({})).toBe(false);
    expect(moneyOf({}, currenciesInView([{ id: 1, currency: 'usd' }, { id: 2, currency: 'USD ' }, { id: 3 }], undefined))).toMatchObject({ currency: 'USD', isConverted: false });
    expect(moneyOf({}, currenciesInView([{ id: 1, currency: 'USD' }, { id: 2, currency: 'EUR' }], undefined))).toMatchObject({ currency: null, currencies: ['EUR', 'USD'] });
    expect(moneyOf({}, currenciesInView([{ id: 1, currency: 'USD' }, { id: 2, currency: 'EUR' }], 2))).toMatchObject({ currency: 'EUR', currencies: [] });
    expect(moneyOf({}, [])).toMatchObject({ currency: null, currencies: [] });
  });

  test('the ad accounts are read only for one integration of a service with currencies', () => {
    const base = { user_id: 1, service_path: 'fb-sync' as const, compare: false };
    expect(adAccountsAsked({ ...base, integration_id: 7, account_id: 3 })).toEqual({ service_path: 'fb-sync', integration_id: 7 });
    expect(adAccountsAsked(base)).toBeNull();
    expect(adAccountsAsked({ ...base, service_path: 'google-ads', integration_id: 7 })).toBeNull();
  });
});
