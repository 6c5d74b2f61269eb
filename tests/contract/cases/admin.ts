// Contract cases of the admin calls (refused to clients with 403). Syncs run on exports the
// case makes for itself.
import { expect } from 'vitest';
import type { TCaseTable } from '../support/case';

const isoDaysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export const adminCases = {
  adminUsers: {
    valid: async (fx) => ({ session: await fx.admin(), input: { page: 1 } }),
    invalid: { page: 0 },
    check: (body) => expect(body.data.users.data.length).toBeGreaterThan(0),
  },
  adminBusinessAccounts: {
    valid: async (fx) => ({ session: await fx.admin(), input: { page: 1 } }),
    invalid: { page: 'first' },
    check: (body) => expect(body.data.business_accounts.data.length).toBeGreaterThan(0),
  },
  adminBusinessAccount: {
    valid: async (fx) => {
      const account = await fx.clientBusinessAccount();
      return { session: await fx.admin(), input: { id: account.id } };
    },
    invalid: { id: 'not-a-number' },
    check: (body, call) => expect(body.data.business_account.id).toBe(call.input.id),
  },
  adminBusinessAccountServices: {
    valid: async (fx) => {
      const session = await fx.admin();
      const account = await fx.clientBusinessAccount();
      return { session, input: { user_id: session.user.id, ba_id: account.id } };
    },
    invalid: { ba_id: undefined },
  },
  adminStartSync: {
    valid: async (fx) => {
      const { record } = await fx.ownExport('fb-sync');
      return {
        session: await fx.admin(),
        input: { service_path: 'fb-sync', date_from: isoDaysAgo(7), date_to: isoDaysAgo(0), full: false, ba_id: record.ba_id, integration_id: record.id },
      };
    },
    invalid: { date_from: '01-01-2026' },
  },
  adminStartSyncAccount: {
    valid: async (fx) => {
      const { record, account } = await fx.ownExport('fb-sync');
      if (!('fb_id' in account)) throw new Error('An fb-sync export listed search-ads accounts');
      return {
        session: await fx.admin(),
        input: {
          service_path: 'fb-sync',
          date_from: isoDaysAgo(7),
          date_to: isoDaysAgo(0),
          full: false,
          ba_id: record.ba_id,
          fb_id: account.fb_id,
          account_id: account.id,
        },
      };
    },
    invalid: { date_from: isoDaysAgo(0), date_to: isoDaysAgo(7) },
  },
} satisfies Partial<TCaseTable>;
