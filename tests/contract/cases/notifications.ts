// Contract cases of the emulator's own notification endpoints: the alerts of the demo client's
// business accounts and marking them read.
import { expect } from 'vitest';
import type { TCaseTable } from '../support/case';

export const notificationCases = {
  listNotifications: {
    valid: async (fx) => {
      const session = await fx.client();
      return { session, input: { user_id: session.user.id } };
    },
    invalid: { user_id: 'not-a-number' },
    check: (body) => {
      expect(body.data.unread).toBeGreaterThanOrEqual(0);
      for (const item of body.data.items) expect(item.link.startsWith('/')).toBe(true);
    },
  },
  markNotificationsRead: {
    valid: async (fx) => {
      const session = await fx.client();
      return { session, input: { user_id: session.user.id } };
    },
    invalid: { ids: 'all' },
    check: (body) => expect(body.data.unread).toBe(0),
  },
} satisfies Partial<TCaseTable>;
