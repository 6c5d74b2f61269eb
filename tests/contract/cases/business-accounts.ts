// Contract cases of the caller's business accounts: each write works on an account it creates.
import { expect } from 'vitest';
import type { TCaseTable } from '../support/case';
import { uniqueSuffix } from '../support/fixtures';

export const businessAccountCases = {
  listBusinessAccounts: {
    valid: async (fx) => {
      const owner = await fx.owner();
      return { session: owner, input: { user_id: owner.user.id } };
    },
    invalid: { user_id: 'not-a-number' },
    check: async (body, _call, fx) => {
      const owner = await fx.owner();
      expect(body.data.map((account) => account.id)).toContain(owner.ba.id);
    },
  },
  addBusinessAccount: {
    valid: async (fx) => {
      const owner = await fx.owner();
      const suffix = uniqueSuffix();
      return { session: owner, input: { user_id: owner.user.id, name: `Contract add ${suffix}`, path: `contract-add-${suffix}` } };
    },
    invalid: { name: '' },
    check: (body, call) => expect(body.data.name).toBe(call.input.name),
  },
  editBusinessAccount: {
    valid: async (fx) => {
      const owner = await fx.owner();
      const account = await fx.addBusinessAccount(owner, 'edit');
      return { session: owner, input: { user_id: owner.user.id, id: account.id, name: `${account.name} renamed`, path: account.path } };
    },
    invalid: { id: 'not-a-number' },
    check: (body, call) => expect(body.data.name).toBe(call.input.name),
  },
  deleteBusinessAccount: {
    valid: async (fx) => {
      const owner = await fx.owner();
      const account = await fx.addBusinessAccount(owner, 'delete');
      return { session: owner, input: { user_id: owner.user.id, id: account.id, name: account.name, path: account.path } };
    },
    invalid: { id: undefined },
  },
} satisfies Partial<TCaseTable>;
