// Issue 37 items 7 and 9 as pure logic (web/src/features/dashboard): the Get started steps and
// whether a user has finished them on this device, and the phone's one-line summary of the scope.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { getStartedSteps, isGetStartedDone, rememberGetStartedDone } from '@/features/dashboard/get-started';
import { scopeSummary } from '@/features/dashboard/scope-summary';
import { NONE } from '@/features/dashboard/selection';
import type { TService } from '@shared/contract/common';

describe('Get started', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('four steps in order, each linking to its screen and done by its own fact', () => {
    const steps = getStartedSteps({ hasBusinessAccount: true, hasExport: false, hasActiveIntegration: true, hasProjectDomain: false });
    expect(steps.map((step) => [step.label, step.to, step.isDone])).toEqual([
      ['Create a business account', '/business_accounts', true],
      ['Connect a data export', '/data_export', false],
      ['Connect a lead form integration', '/integrations', true],
      ['Set the project domain', '/profile', false],
    ]);
  });

  test('finishing is remembered per user under the versioned key', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) } });
    expect(isGetStartedDone(7)).toBe(false);
    rememberGetStartedDone(7);
    rememberGetStartedDone(7);
    rememberGetStartedDone(9);
    expect(isGetStartedDone(7)).toBe(true);
    expect(isGetStartedDone(8)).toBe(false);
    expect(stored.get('get_started_done_0.0.1')).toBe('[7,9]');
    // Anything else under the key is nobody's.
    stored.set('get_started_done_0.0.1', '{"7":true}');
    expect(isGetStartedDone(7)).toBe(false);
  });
});

describe("the phone's summary line", () => {
  // Only the fields the line reads.
  const service = { id: 1, name: 'Facebook Ads', service_path: 'fb-sync' } as TService;
  const base: Parameters<typeof scopeSummary>[0] = {
    selection: { service: 'fb-sync', account: 3, integration: NONE, adAccount: NONE },
    services: { items: [service], isPending: false, isError: false },
    accounts: { items: [{ id: 3, name: 'Bluebird Media' }], isPending: false },
    integrations: { items: [{ id: 11, name: 'Main ads' } as never], isPending: false, isError: false },
    adAccounts: { items: undefined, isPending: false, isError: false },
  };

  test('names service, business account, integration and period in the controls\' order', () => {
    expect(scopeSummary(base, { preset: '14d' })).toBe('Facebook Ads · Bluebird Media · All · Last 14 days');
    const chosen = { ...base, selection: { ...base.selection, integration: 11, adAccount: 21 }, adAccounts: { items: [{ id: 21, name: 'Spring' } as never], isPending: false, isError: false } };
    expect(scopeSummary(chosen, { preset: 'custom', from: '2026-11-01', to: '2026-11-10' })).toBe('Facebook Ads · Bluebird Media · Main ads · Spring · 01-11-2026 – 10-11-2026');
  });

  test('says what is missing, and that it is loading', () => {
    expect(scopeSummary({ ...base, selection: { ...base.selection, account: NONE }, accounts: { items: [], isPending: false } }, { preset: '7d' })).toBe('Facebook Ads · No business account · Last 7 days');
    expect(scopeSummary({ ...base, integrations: { items: [], isPending: false, isError: false } }, { preset: '14d' })).toBe('Facebook Ads · Bluebird Media · No integrations · Last 14 days');
    expect(scopeSummary({ ...base, services: { items: undefined, isPending: true, isError: false } }, { preset: '14d' })).toBe('Loading…');
  });
});
