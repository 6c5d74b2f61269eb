// One date format on every screen (spec §9: dd-MM-yyyy) and one time zone rule (the gateway's
// UTC), so a client screen and an admin screen show one event at one time.
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayDateTime } from '../../../shared/dates';

describe('dates as people read them', () => {
  it('writes a calendar date dd-MM-yyyy', () => {
    expect(formatDisplayDate('2026-07-14')).toBe('14-07-2026');
    expect(formatDisplayDate(null)).toBe('');
  });

  it('writes a moment in UTC whatever zone it was written in', () => {
    expect(formatDisplayDateTime('2026-07-14T09:30:00Z')).toBe('14-07-2026 09:30');
    expect(formatDisplayDateTime('2026-07-14T11:30:00+02:00')).toBe('14-07-2026 09:30');
    expect(formatDisplayDateTime('2026-07-14T23:30:00.000-01:00')).toBe('15-07-2026 00:30');
  });

  it('reads a moment without a zone as UTC, as gateways write them', () => {
    expect(formatDisplayDateTime('2026-07-14 09:30:00')).toBe('14-07-2026 09:30');
    expect(formatDisplayDateTime('2026-07-14T09:30')).toBe('14-07-2026 09:30');
  });

  it('keeps a date without a time a date, and shows what it cannot read as it came', () => {
    expect(formatDisplayDateTime('2026-07-14')).toBe('14-07-2026');
    expect(formatDisplayDateTime('')).toBe('');
    expect(formatDisplayDateTime('yesterday')).toBe('yesterday');
  });
});
