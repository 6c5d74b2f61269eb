// Seed building blocks: deterministic randomness, dates relative to today, plausible insights.
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '../../../shared/constants';
import { isoDateDaysAgo, isoTimestampDaysAgo, lastDays, toIsoDate } from '../../../shared/dates';
import { buildInsightDays, buildInsightProfile, buildInsightRow } from '../../../server/emulator/generate/insight-rows';
import { EXPORT_SERVICES, SERVICE_CATALOGUE } from '../../../seed/factories/service';
import { buildUser } from '../../../seed/factories/user';
import { createFaker, createRandom } from '../../../server/emulator/generate/random';

describe('seed randomness', () => {
  it('repeats the same sequence for the same seed', () => {
    const [a, b, c] = [createRandom(7), createRandom(7), createRandom(8)];
    const take = (random: () => number) => Array.from({ length: 5 }, random);
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('builds the same user from the same faker seed', () => {
    const build = (seed: number) => buildUser(createFaker(seed), { password_hash: 'x' });
    expect(build(3)).toEqual(build(3));
    expect(build(3).email).not.toBe(build(4).email);
    expect(build(3).email).toBe(build(3).email.toLowerCase());
  });
});

describe('seed dates', () => {
  const today = new Date('2026-03-01T18:30:00Z');

  it('lists the last N days oldest first, ending today', () => {
    const days = lastDays(today, 365);
    expect(days).toHaveLength(365);
    expect(days.at(-1)).toBe('2026-03-01');
    expect(days[0]).toBe(isoDateDaysAgo(today, 364));
    expect(days[0]).toBe('2025-03-02');
    expect(new Set(days).size).toBe(365);
  });

  it('never puts a past timestamp after today', () => {
    expect(isoTimestampDaysAgo(today, 1, 1439) < today.toISOString()).toBe(true);
    expect(toIsoDate(today)).toBe('2026-03-01');
  });
});

describe('insight factory', () => {
  it('gives impressions in the thousands, clicks 1–3% of them and unique clicks below clicks', () => {
    const days = buildInsightDays(lastDays(new Date('2026-03-01T00:00:00Z'), 365));
    for (const isSearchAds of [false, true]) {
      const profile = buildInsightProfile(11, 1, isSearchAds);
      const rows = days.map((day) => buildInsightRow(profile, 1, day));
      const impressions = rows.reduce((sum, row) => sum + row.impressions!, 0);
      const clicks = rows.reduce((sum, row) => sum + row.clicks!, 0);
      expect(impressions / rows.length).toBeGreaterThan(800);
      expect(clicks / impressions).toBeGreaterThan(0.008);
      expect(clicks / impressions).toBeLessThan(0.035);
      for (const row of rows) {
        expect(row.unique_clicks!).toBeLessThanOrEqual(row.clicks!);
        expect(row.spend!).toBeGreaterThanOrEqual(0);
        if (isSearchAds) expect(row.interactions!).toBeGreaterThanOrEqual(row.clicks!);
        else expect([row.cost, row.interactions]).toEqual([0, 0]);
      }
    }
  });
});

describe('insight days', () => {
  it('depend only on the seed, the account and the date', () => {
    const [day] = buildInsightDays(['2026-03-01']);
    const row = buildInsightRow(buildInsightProfile(7, 42, false), 42, day!);
    // The same day built on its own, within another series, gives the same figures.
    const series = buildInsightDays(lastDays(new Date('2026-03-20T00:00:00Z'), 60));
    const again = series.find((candidate) => candidate.date === '2026-03-01')!;
    expect(buildInsightRow(buildInsightProfile(7, 42, false), 42, again)).toEqual(row);
    expect(buildInsightRow(buildInsightProfile(8, 42, false), 42, day!)).not.toEqual(row);
    expect(buildInsightRow(buildInsightProfile(7, 43, false), 43, day!).impressions).not.toBe(row.impressions);
  });

  it('know their weekday (2026-03-01 is a Sunday)', () => {
    expect(buildInsightDays(['2026-03-01', '2026-03-04']).map((day) => day.weekday)).toEqual([0, 3]);
  });
});

describe('service catalogue', () => {
  it('has the four export service paths of spec §9 and unique paths', () => {
    expect(EXPORT_SERVICES.map((service) => service.service_path)).toEqual([...SERVICE_PATHS]);
    const paths = SERVICE_CATALOGUE.map((service) => service.service_path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
