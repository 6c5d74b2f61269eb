import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, pageWindow, readPageParam } from '../../../web/src/components/ui/page-window';
import { clampProgress } from '../../../web/src/components/ui/progress-bar';
import { formatDisplayDate } from '../../../shared/dates';

describe('page window (spec §9: at most 5 page links)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres on the current page and stays inside 1…last', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(99, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('has nothing to show without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('counts and cuts pages of 10 by default', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
  it('reads ?page as a whole number from 1, else 1', () => {
    expect(readPageParam('3')).toBe(3);
    for (const raw of [null, '', '0', '-2', '1.5', 'abc', 'Infinity']) expect(readPageParam(raw)).toBe(1);
  });
});

describe('kit limits', () => {
  it('keeps progress within 0–100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
  it('shows dates as dd-MM-yyyy', () => {
    expect(formatDisplayDate('2026-01-05')).toBe('05-01-2026');
    expect(formatDisplayDate('2026-01-05T10:00:00Z')).toBe('05-01-2026');
    expect(formatDisplayDate(null)).toBe('');
  });
});
