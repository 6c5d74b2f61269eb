// Contract cases of the per-service calls: insights, ad accounts and a service's integrations.
// Reads use the demo client's data; writes use an export the case makes for itself.
import { expect } from 'vitest';
import type { TCaseTable } from '../support/case';

export const perServiceCases = {
  getInsights: {
    valid: async (fx) => {
      const session = await fx.client();
      const account = await fx.clientBusinessAccount();
      return { session, input: { service_path: 'fb-sync', user_id: session.user.id, ba_id: account.id } };
    },
    invalid: { account_id: 'not-a-number' },
  },
  refreshInsights: {
    valid: async (fx) => {
      const { session, record } = await fx.ownExport('fb-sync');
      return { session, input: { service_path: 'fb-sync', user_id: session.user.id, integration_id: record.id } };
    },
    invalid: { integration_id: 'not-a-number' },
  },
  listAdAccounts: {
    valid: async (fx) => {
      const { record } = await fx.clientExport('fb-sync');
      return { session: await fx.client(), input: { service_path: 'fb-sync', integration_id: record.id } };
    },
    invalid: { integration_id: 'not-a-number' },
    check: (body) => expect(body.service_response.data.ad_accounts.length).toBeGreaterThan(0),
  },
  listSyncRuns: {
    valid: async (fx) => {
      const { record } = await fx.clientExport('fb-sync');
      return { session: await fx.client(), input: { service_path: 'fb-sync', integration_id: record.id } };
    },
    invalid: { integration_id: 'not-a-number' },
  },
  refreshAdAccounts: {
    valid: async (fx) => {
      const { session, record } = await fx.ownExport('google-ads');
      return { session, input: { service_path: 'google-ads', integration_id: record.id } };
    },
    invalid: { integration_id: undefined },
  },
  setAdAccountStatus: {
    valid: async (fx) => {
      const { session, account } = await fx.ownExport('fb-sync');
      return {
        session,
        input: { service_path: 'fb-sync', user_id: session.user.id, ad_account_id: account.id, status: !account.is_active },
      };
    },
    invalid: { status: 'maybe' },
    check: (body, call) => expect(body.service_response.data.ad_account.is_active).toBe(call.input.status),
  },
  addServiceUser: {
    valid: async (fx) => {
      const owner = await fx.owner();
      return { session: owner, input: { service_path: 'pd-sync', user_id: owner.user.id, ba_id: owner.ba.id } };
    },
    invalid: { ba_id: 'not-a-number' },
  },
  deleteServiceUser: {
    valid: async (fx) => {
      const { session, record } = await fx.ownExport('ws-sync');
      return { session, input: { service_path: 'ws-sync', user_id: session.user.id, integration_id: record.id } };
    },
    invalid: { integration_id: 'not-a-number' },
    check: (body, call) => expect(body.service_response.data.id).toBe(call.input.integration_id),
  },
  setServiceUserStatus: {
    valid: async (fx) => {
      const { session, record } = await fx.ownExport('pd-sync');
      return {
        session,
        input: { service_path: 'pd-sync', user_id: session.user.id, integration_id: record.id, status: !record.is_active },
      };
    },
    invalid: { status: 'maybe' },
    check: (body, call) => expect(body.service_response.data.is_active).toBe(call.input.status),
  },
  listServiceUsers: {
    valid: async (fx) => {
      const session = await fx.client();
      return { session, input: { service_path: 'fb-sync', user_id: session.user.id } };
    },
    invalid: { user_id: 'not-a-number' },
    check: (body) => expect(body.service_response.data.length).toBeGreaterThan(0),
  },
  listBaServiceUsers: {
    valid: async (fx) => {
      const session = await fx.client();
      const account = await fx.clientBusinessAccount();
      return { session, input: { service_path: 'fb-sync', user_id: session.user.id, ba_id: account.id } };
    },
    invalid: { ba_id: undefined },
  },
} satisfies Partial<TCaseTable>;
