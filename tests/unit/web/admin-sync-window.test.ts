// The Synchronization modal's dates (spec §4, §9): 7 days ago to today, typed as dd-MM-yyyy.
import { describe, expect, it } from 'vitest';
import { defaultSyncWindow, parseDisplayDate } from '../../../web/src/features/admin/components/sync-window';
import { toQueryPage } from '../../../web/src/features/admin/api/query-page';

describe('defaultSyncWindow', () => {
  it('opens at 7 days ago to today, Full unchecked, across a month and a year end', () => {
    expect(defaultSyncWindow(new Date(2026, 10, 23, 15, 30))).toEqual({ date_from: '2026-11-16', date_to: '2026-11-23', full: false });
    expect(defaultSyncWindow(new Date(2026, 0, 3, 0, 5))).toEqual({ date_from: '2025-12-27', date_to: '2026-01-03', full: false });
  });
});

describe('parseDisplayDate', () => {
  it('reads dd-MM-yyyy (and d/M/yyyy) as an ISO date', () => {
    expect(parseDisplayDate('16-11-2026')).toBe('2026-11-16');
    expect(parseDisplayDate(' 1/2/2026 ')).toBe('2026-02-01');
  });
  it('refuses what is not a calendar date in that order', () => {
    expect(parseDisplayDate('31-02-2026')).toBeNull();
    expect(parseDisplayDate('2026-11-16')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

describe('toQueryPage', () => {
  it('keeps the page the gateway accepts', () => {
    expect(toQueryPage(3)).toBe(3);
    expect(toQueryPage(0)).toBe(1);
    expect(toQueryPage(10_000_000)).toBe(100_000);
  });
});
