// Contract cases of services, integration/export records, auth data and starting an export.
import { expect } from 'vitest';
import type { TCaseTable } from '../support/case';

export const serviceCases = {
  listServices: {
    valid: async (fx) => {
      const session = await fx.client();
      return { session, input: { user_id: session.user.id, type: 'export' } };
    },
    invalid: { type: 'everything' },
    check: (body) => expect(body.data.services.length).toBeGreaterThan(0),
  },
  listAllServices: {
    // No field to get wrong: its refusal is the 401.
    valid: async (fx) => ({ session: await fx.client(), input: {} }),
    check: (body) => expect(body.data.services.length).toBeGreaterThan(0),
  },
  getAuthData: {
    valid: async (fx) => {
      const session = await fx.client();
      return { session, input: { user_id: session.user.id } };
    },
    invalid: { user_id: 'not-a-number' },
  },
  listIntegrationsExports: {
    valid: async (fx) => {
      const session = await fx.client();
      return { session, input: { user_id: session.user.id } };
    },
    invalid: { service_type: 'everything' },
    check: (body) => expect(body.data.length).toBeGreaterThan(0),
  },
  startExport: {
    valid: async (fx) => {
      const owner = await fx.owner();
      return { session: owner, input: { service_path: 'fb-sync', user_id: owner.user.id, ba_id: owner.ba.id } };
    },
    invalid: { ba_id: 'not-a-number' },
  },
  addAuthData: {
    valid: async (fx) => {
      const owner = await fx.owner();
      return { session: owner, input: await fx.authDataInput(owner, owner.ba.id) };
    },
    invalid: { ba_id: undefined },
  },
  testAuthData: {
    valid: async (fx) => {
      const owner = await fx.owner();
      const { receiving_service_id, ...input } = await fx.authDataInput(owner, owner.ba.id);
      return { session: owner, input: { ...input, service_id: receiving_service_id } };
    },
    invalid: { service_id: 'not-a-number' },
    check: (body) => expect(body.data.steps.map((step) => step.step)).toEqual(['reach', 'credentials', 'pipelines']),
  },
  deleteAuthData: {
    valid: async (fx) => {
      const { session, record } = await fx.ownIntegration();
      if (!record.receiving_service_token) throw new Error('The new integration carries no receiving_service_token');
      return { session, input: { receiving_service_token: record.receiving_service_token } };
    },
    invalid: { receiving_service_token: '' },
  },
  deleteAuthDataOauth: {
    valid: async (fx) => {
      const { session, record } = await fx.ownExport('fb-sync');
      if (!record.sending_service_id || !record.access_token) throw new Error('The new export carries no OAuth grant');
      return { session, input: { sending_service_id: record.sending_service_id, access_token: record.access_token } };
    },
    invalid: { sending_service_id: 'not-a-number' },
  },
  changeExportStatus: {
    valid: async (fx) => {
      const { session, record } = await fx.ownExport('fb-sync');
      return { session, input: { created_by: session.user.id, export_id: record.id, status: !record.is_active } };
    },
    invalid: { status: 'maybe' },
    check: (body, call) => expect(body.data.is_active).toBe(call.input.status),
  },
} satisfies Partial<TCaseTable>;
