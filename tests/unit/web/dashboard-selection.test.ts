// The dashboard's URL selection, its cascade, and how figures are written (web/src/features/dashboard).
import { describe, expect, test } from 'vitest';
import { cardsOf, commonCurrency, formatDay, formatFigure } from '@/features/dashboard/cards';
import { NONE, cascade, idIn, readSelection, writeSelection } from '@/features/dashboard/selection';
import { insightsCsv, insightsCsvFileName } from '@/features/dashboard/insights-csv';

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
    // A code Intl cannot use: the plain number, never a crash.
    expect(formatFigure(12.6, { isMoney: true }, 'not a code')).toBe('13');
  });

  test('one currency only when every account in view shares it', () => {
    expect(commonCurrency(['USD', 'usd', null])).toBe('USD');
    expect(commonCurrency(['USD', 'EUR'])).toBeNull();
    expect(commonCurrency([])).toBeNull();
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

  test('a header, a row per day with every series, money with its cents and a dot', () => {
    expect(insightsCsv(cardsOf('fb-sync'), data)).toBe(
      'Date,Clicks,Impressions,Spend,Unique clicks\r\n2026-03-01,1,10,1.25,1\r\n2026-03-02,2,20,2.25,1\r\n',
    );
  });

  test('the file name carries the service, the period and the currency when known', () => {
    expect(insightsCsvFileName('fb-sync', data, 'usd')).toBe('insights-fb-sync-2026-03-01-2026-03-02-USD.csv');
    expect(insightsCsvFileName('google-ads', data, null)).toBe('insights-google-ads-2026-03-01-2026-03-02.csv');
  });
});
