// The dashboard's URL selection, its cascade, and how figures are written (web/src/features/dashboard).
import { describe, expect, test } from 'vitest';
import { cardsOf, formatCardFigure, formatDay, formatFigure, moneyViewOf } from '@/features/dashboard/cards';
import { NONE, cascade, idIn, readSelection, writeSelection } from '@/features/dashboard/selection';
import { insightsCsv, insightsCsvFileName } from '@/features/dashboard/insights-csv';
import { moneyOf } from '../../../server/trpc/insights-money';

describe('the selection in the URL', () => {
  test('reads known service paths and positive ids; anything else is none', () => {
    expect(readSelection(new URLSearchParams('service=google-ads&account=3&integration=12&ad_account=40'))).toEqual({
      service: 'google-ads',
      account: 3,
      integration: 12,
      adAccount: 40,
    });
    expect(readSelection(new URLSearchParams('service=evil&account=-1&integration=1e3&ad_account=0'))).toEqual({
      service: null,
      account: NONE,
      integration: NONE,
      adAccount: NONE,
    });
  });

  test('writes the choices, leaves none out and keeps other params', () => {
    const written = writeSelection(new URLSearchParams('integration=9&other=x'), { service: 'fb-sync', account: 2, integration: NONE, adAccount: NONE });
    expect(written.toString()).toBe('other=x&service=fb-sync&account=2');
  });
});

describe('the cascade (spec §4)', () => {
  const chosen = { service: 'fb-sync', account: 1, integration: 5, adAccount: 7 } as const;
  test('a change upstream resets everything below it to none', () => {
    expect(cascade(chosen, { service: 'pd-sync' })).toEqual({ service: 'pd-sync', account: 1, integration: NONE, adAccount: NONE });
    expect(cascade(chosen, { account: 2 })).toEqual({ service: 'fb-sync', account: 2, integration: NONE, adAccount: NONE });
    expect(cascade(chosen, { integration: 6 })).toEqual({ ...chosen, integration: 6, adAccount: NONE });
    expect(cascade(chosen, { adAccount: 8 })).toEqual({ ...chosen, adAccount: 8 });
  });

  test('choosing what is already chosen changes nothing', () => {
    expect(cascade(chosen, { service: 'fb-sync' })).toEqual(chosen);
    expect(cascade(chosen, { integration: 5 })).toEqual(chosen);
  });

  test('an id not in the list (a stale link) is none, and so is any id of an empty list', () => {
    expect(idIn(5, [4, 5])).toBe(5);
    expect(idIn(9, [4, 5])).toBe(NONE);
    expect(idIn(5, [])).toBe(NONE);
    expect(idIn(5, undefined)).toBe(NONE);
  });
});

describe('cards and figures', () => {
  test('google-ads shows Cost and Interactions instead of Spend and Unique clicks', () => {
    expect(cardsOf('fb-sync').map((card) => card.label)).toEqual(['Clicks', 'Impressions', 'Spend', 'Unique clicks']);
    expect(cardsOf('fb-sync').map((card) => card.series)).toEqual(['clicks', 'impressions', 'spends', 'unique_clicks']);
    expect(cardsOf('google-ads').map((card) => card.label)).toEqual(['Clicks', 'Impressions', 'Cost', 'Interactions']);
  });

  test('money is whole (spec §9), with the currency when known; counts get thousands separators', () => {
    expect(formatFigure(18034.49, { isMoney: true })).toBe('18,034');
    expect(formatFigure(18034.5, { isMoney: true }, 'usd')).toBe('$18,035');
    expect(formatFigure(1234.4, { isMoney: true }, 'EUR')).toBe('€1,234');
    expect(formatFigure(667784, { isMoney: false }, 'USD')).toBe('667,784');
    // A code Intl cannot use: the number with the code as text, never a crash.
    expect(formatFigure(12.6, { isMoney: true }, 'not a code')).toBe('13 not a code');
  });

  test('dates in the spec format', () => {
    expect(formatDay('2026-03-07')).toBe('07-03-2026');
    expect(formatDay('2026-03-07', true)).toBe('07-03');
  });
});

describe('the CSV download', () => {
  const data = {
    insights: { clicks: 3, impressions: 30, spend: 3.5, unique_clicks: 2 },
    graphics: {
      clicks: { labels: ['2026-03-01', '2026-03-02'], data: [1, 2] },
      impressions: { labels: ['2026-03-01', '2026-03-02'], data: [10, 20] },
      spends: { labels: ['2026-03-01', '2026-03-02'], data: [1.25, 2.25] },
      unique_clicks: { labels: ['2026-03-01', '2026-03-02'], data: [1, 1] },
    },
    date_from: '2026-03-01',
    date_to: '2026-03-02',
  };

  test('a header, a row per day with every series, money with its cents and a dot, and its currency', () => {
    expect(insightsCsv(cardsOf('fb-sync'), data, moneyViewOf({}, moneyOf({ currency: 'GBP' }, [])))).toBe(
      'Date,Clicks,Impressions,Spend,Unique clicks,Currency\r\n2026-03-01,1,10,1.25,1,GBP\r\n2026-03-02,2,20,2.25,1,GBP\r\n',
    );
  });

  const mixed = {
    ...data,
    currency: 'GBP',
    money_by_currency: [
      { currency: 'GBP', amount: 2, clicks: 2, impressions: 20, cpc: 1, cpm: 100, series: { labels: data.graphics.clicks.labels, data: [1, 1] } },
      { currency: 'USD', amount: 2, clicks: 1, impressions: 10, cpc: 2, cpm: 200, series: { labels: data.graphics.clicks.labels, data: [0.3125, 1.875] } },
    ],
    conversion: {
      currency: 'GBP',
      rates: [
        { date: '2026-03-01', rates: { GBP: 1, USD: 0.8 } },
        { date: '2026-03-02', rates: { GBP: 1, USD: 0.666667 } },
      ],
      unconverted: [],
    },
  };

  test('converted money names each currency’s own money and the rate of each day', () => {
    expect(insightsCsv(cardsOf('fb-sync'), mixed, moneyViewOf(mixed, moneyOf(mixed, ['GBP', 'USD'])))).toBe(
      'Date,Clicks,Impressions,Spend,Unique clicks,Currency,Spend in GBP,Spend in USD,Rate USD to GBP\r\n' +
        '2026-03-01,1,10,1.25,1,GBP,1.00,0.31,0.8\r\n2026-03-02,2,20,2.25,1,GBP,1.00,1.88,0.666667\r\n',
    );
  });

  // What the money is in comes from the server (insights.get's `money`, server/trpc/insights-money.ts); the view words it.
  test('money says what it is in: one currency plainly, converted as approximate, a mixed figure from a gateway without a symbol', () => {
    expect(moneyViewOf({}, moneyOf({ currency: 'GBP' }, []))).toMatchObject({ currency: 'GBP', isConverted: false, note: null });
    const converted = moneyViewOf(mixed, moneyOf(mixed, []));
    expect(converted).toMatchObject({ currency: 'GBP', isConverted: true, note: '≈ in GBP at daily rates.', choices: ['GBP', 'USD'] });
    expect(formatCardFigure(1234.4, { isMoney: true }, converted)).toBe('≈ £1,234');
    const leftOut = moneyViewOf(mixed, moneyOf({ ...mixed, conversion: { ...mixed.conversion, unconverted: ['XAU'] } }, []));
    expect(leftOut.note).toBe('≈ in GBP at daily rates. XAU has no rate and is shown on its own.');
    // A real gateway that names no currency: the server read the ad accounts in view.
    expect(moneyViewOf({}, moneyOf({}, ['USD']))).toMatchObject({ currency: 'USD', note: null });
    const several = moneyViewOf({}, moneyOf({}, ['GBP', 'USD']));
    expect(several).toMatchObject({ currency: null, note: 'These ad accounts use several currencies (GBP, USD): money is shown without a currency.' });
    expect(formatCardFigure(7114, { isMoney: true }, several)).toBe('7,114');
  });

  test('the file name carries the service, the period and the currency when known', () => {
    expect(insightsCsvFileName('fb-sync', data, 'usd')).toBe('insights-fb-sync-2026-03-01-2026-03-02-USD.csv');
    expect(insightsCsvFileName('google-ads', data, null)).toBe('insights-google-ads-2026-03-01-2026-03-02.csv');
  });
});
