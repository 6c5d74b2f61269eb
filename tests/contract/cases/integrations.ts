// Contract cases of integration info, social forms and saving integration settings.
import { expect } from 'vitest';
import type { TCaseTable } from '../support/case';

export const integrationCases = {
  getIntegration: {
    valid: async (fx) => {
      const session = await fx.client();
      const { record } = await fx.clientIntegration();
      return { session, input: { id: record.id, user_id: session.user.id } };
    },
    invalid: { user_id: 'not-a-number' },
    check: (body, call) => expect(body.data.integration.id).toBe(call.input.id),
  },
  getForms: {
    valid: async (fx) => {
      const session = await fx.client();
      const { record, page } = await fx.clientIntegration();
      return { session, input: { user_id: session.user.id, integration_id: record.id, page_id: page.page_id } };
    },
    invalid: { page_id: undefined },
  },
  saveIntegration: {
    // Saves (inactive) the settings of an integration the owner just created.
    valid: async (fx) => {
      const { session, record } = await fx.ownIntegration();
      return {
        session,
        input: {
          integration_id: record.id,
          keepin_data: { ba_id: record.ba_id, title: 'Contract deal', currency: 'USD', fields_map: [] },
          facebook_data: { ba_id: record.ba_id, created_by: session.user.id, lead_forms: [] },
        },
      };
    },
    invalid: { integration_id: 'not-a-number' },
    check: (body) => expect(body.data.is_active).toBe(false),
  },
} satisfies Partial<TCaseTable>;
