// Contract cases of the emulator's own integration-name endpoints: what each integration of the
// demo client connects, and a rename (to no name of its own, which changes nothing on the demo
// client's configured integration: its title already says what it connects).
import { expect } from 'vitest';
import type { TCaseTable } from '../support/case';

export const integrationNameCases = {
  listIntegrationTitles: {
    valid: async (fx) => {
      const session = await fx.client();
      return { session, input: { user_id: session.user.id } };
    },
    invalid: { ba_id: 'not-a-number' },
    check: (body) => {
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.some((title) => title.page_name !== null && title.form_count > 0)).toBe(true);
    },
  },
  renameIntegration: {
    valid: async (fx) => {
      const session = await fx.client();
      const titles = await fx.ask('listIntegrationTitles', { user_id: session.user.id }, session);
      const configured = titles.data.find((title) => title.name === null && title.page_name !== null);
      if (!configured) throw new Error('The demo client has no configured integration without a name');
      return { session, input: { integration_id: configured.integration_id, user_id: session.user.id, name: '' } };
    },
    invalid: { name: 'x'.repeat(81) },
    check: (body) => expect(body.data.name).toBeNull(),
  },
} satisfies Partial<TCaseTable>;
