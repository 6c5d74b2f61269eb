// Contract cases of the emulator's own lead endpoints: the delivery log, a test lead, a retry and
// the lead counts, on the demo client's active (configured) integration.
import { expect } from 'vitest';
import type { TFixtures } from '../support/fixtures';
import type { TCaseTable } from '../support/case';

/** The demo client's active integration with saved settings: leads arrive there. */
const activeIntegration = async (fx: TFixtures) => {
  const session = await fx.client();
  for (const record of await fx.recordsOf(session, 'integration')) {
    if (!record.is_active) continue;
    const info = await fx.ask('getIntegration', { id: record.id, user_id: session.user.id }, session);
    if (info.data.config?.is_active && info.data.config.form_ids.length > 0) return { session, record };
  }
  throw new Error('The demo client has no active integration with saved settings');
};

export const leadCases = {
  listLeadDeliveries: {
    valid: async (fx) => {
      const { session, record } = await activeIntegration(fx);
      return { session, input: { integration_id: record.id, user_id: session.user.id, page: 1 } };
    },
    invalid: { status: 'lost' },
    check: (body) => {
      expect(body.data.current_page).toBe(1);
      expect(body.data.per_page).toBe(10);
      for (const lead of body.data.data) if (lead.email) expect(lead.email).toContain('•••');
    },
  },
  sendTestLead: {
    valid: async (fx) => {
      const { session, record } = await activeIntegration(fx);
      return { session, input: { integration_id: record.id, user_id: session.user.id } };
    },
    invalid: { lead_form_id: '' },
    check: (body) => expect(body.data.is_test).toBe(true),
  },
  retryLeadDelivery: {
    // A test lead without an answer the mapping needs fails; its retry is answered (still failed).
    valid: async (fx) => {
      const { session, record } = await activeIntegration(fx);
      const sent = await fx.ask('sendTestLead', { integration_id: record.id, user_id: session.user.id, answers: { full_name: '' } }, session);
      return { session, input: { lead_id: sent.data.id, user_id: session.user.id } };
    },
    invalid: { user_id: 'not-a-number' },
    check: (body) => expect(body.data.status).toBe('failed'),
  },
  countLeads: {
    valid: async (fx) => {
      const { session, record } = await activeIntegration(fx);
      return { session, input: { user_id: session.user.id, ba_id: record.ba_id } };
    },
    invalid: { ba_id: 'not-a-number' },
    check: (body) => {
      expect(body.data.length).toBeGreaterThan(0);
      for (const row of body.data) expect(row.failed_24h).toBeLessThanOrEqual(row.leads);
    },
  },
  retryFailedLeads: {
    // A test lead without an answer the mapping needs fails; Retry all tries it (still failed).
    valid: async (fx) => {
      const { session, record } = await activeIntegration(fx);
      await fx.ask('sendTestLead', { integration_id: record.id, user_id: session.user.id, answers: { full_name: '' } }, session);
      return { session, input: { integration_id: record.id, user_id: session.user.id } };
    },
    invalid: { integration_id: 'not-a-number' },
    check: (body) => {
      expect(body.data.retried).toBeGreaterThan(0);
      expect(body.data.retried).toBe(body.data.delivered + body.data.failed);
    },
  },
} satisfies Partial<TCaseTable>;
