// The dashboard's date range in the URL, the title it gives the screen, the change on the
// previous period and how derived metrics are written (web/src/features/dashboard).
import { describe, expect, test } from 'vitest';
import { changeOf, derivedCardsOf, formatFigure } from '@/features/dashboard/cards';
import { refreshedHourOf } from '@/features/dashboard/partial-day';
import { dashboardTitle, periodRequest, readCompare, readPeriod, writeCompare, writePeriod } from '@/features/dashboard/period';

describe('the date range in the URL', () => {
  test('reads presets and complete custom ranges; anything else is the last 14 days', () => {
    expect(readPeriod(new URLSearchParams('range=30d'))).toEqual({ preset: '30d' });
    expect(readPeriod(new URLSearchParams('range=last_month'))).toEqual({ preset: 'last_month' });
    expect(readPeriod(new URLSearchParams('range=custom&from=2026-11-01&to=2026-11-10'))).toEqual({ preset: 'custom', from: '2026-11-01', to: '2026-11-10' });
    expect(readPeriod(new URLSearchParams('range=custom&from=2026-11-01'))).toEqual({ preset: '14d' });
    expect(readPeriod(new URLSearchParams('range=15d'))).toEqual({ preset: '14d' });
    expect(readPeriod(new URLSearchParams(''))).toEqual({ preset: '14d' });
  });

  test('writes the range beside the selection; the default and a preset leave no dates behind', () => {
    const custom = writePeriod(new URLSearchParams('service=fb-sync'), { preset: 'custom', from: '2026-11-01', to: '2026-11-10' });
    expect(custom.toString()).toBe('service=fb-sync&range=custom&from=2026-11-01&to=2026-11-10');
    expect(writePeriod(custom, { preset: '7d' }).toString()).toBe('service=fb-sync&range=7d');
    expect(writePeriod(custom, { preset: '14d' }).toString()).toBe('service=fb-sync');
    expect(readCompare(writeCompare(new URLSearchParams(), true))).toBe(true);
    expect(writeCompare(new URLSearchParams('compare=1&range=7d'), false).toString()).toBe('range=7d');
  });

  test('asks the gateway for the preset or the dates, and nothing for the default', () => {
    expect(periodRequest({ preset: '14d' })).toEqual({});
    expect(periodRequest({ preset: 'this_month' })).toEqual({ range: 'this_month' });
    expect(periodRequest({ preset: 'custom', from: '2026-11-01', to: '2026-11-10' })).toEqual({ date_from: '2026-11-01', date_to: '2026-11-10' });
  });

  test('the title is the spec’s for the default and names any other choice', () => {
    expect(dashboardTitle({ preset: '14d' })).toBe('Dashboard. Last 14 days');
    expect(dashboardTitle({ preset: '90d' })).toBe('Dashboard. Last 90 days');
    expect(dashboardTitle({ preset: 'this_month' })).toBe('Dashboard. This month');
    expect(dashboardTitle({ preset: 'custom', from: '2026-11-01', to: '2026-11-10' })).toBe('Dashboard. 01-11-2026 – 10-11-2026');
  });
});

describe('the change on the previous period', () => {
  test('is a percentage rounded to one decimal, flat at zero, none without a previous figure', () => {
    expect(changeOf(112, 100)).toEqual({ direction: 'up', percent: 12 });
    expect(changeOf(2, 3)).toEqual({ direction: 'down', percent: 33.3 });
    expect(changeOf(100, 100)).toEqual({ direction: 'flat', percent: 0 });
    expect(changeOf(0, 0)).toEqual({ direction: 'flat', percent: 0 });
    expect(changeOf(5, 0)).toEqual({ direction: 'none' });
    expect(changeOf(5, undefined)).toEqual({ direction: 'none' });
  });
});

describe('derived metrics', () => {
  test('CTR, CPC, CPM everywhere, cost per interaction on google-ads; written with two decimals', () => {
    expect(derivedCardsOf('fb-sync').map((card) => card.label)).toEqual(['CTR', 'CPC', 'CPM']);
    expect(derivedCardsOf('google-ads').map((card) => card.label)).toEqual(['CTR', 'CPC', 'CPM', 'Cost per interaction']);
    const [ctr, cpc] = derivedCardsOf('fb-sync');
    if (!ctr || !cpc) throw new Error('cards missing');
    expect(formatFigure(2.3456, ctr)).toBe('2.35%');
    expect(formatFigure(1234.5, cpc, 'USD')).toBe('$1,234.50');
    expect(formatFigure(0.4, cpc)).toBe('0.40');
  });
});

describe('refreshedHourOf (issue 47: figures that change say why)', () => {
  test('names the new hour only when the figures reach a later hour', () => {
    expect(refreshedHourOf('2026-03-15T13:00:00.000Z', '2026-03-15T14:00:00.000Z')).toBe('14:00 UTC');
    expect(refreshedHourOf('2026-03-15T13:00:00.000Z', '2026-03-15T13:00:00.000Z')).toBeNull();
    expect(refreshedHourOf(undefined, '2026-03-15T14:00:00.000Z')).toBeNull();
    expect(refreshedHourOf('2026-03-15T13:00:00.000Z', undefined)).toBeNull();
  });
});
