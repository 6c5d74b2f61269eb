// Business accounts of the caller (spec §7, second table). Edit and delete name the
// account by `id`, which the spec's request leaves out but the server must know.
import { z } from 'zod';
import { ZBusinessAccount, ZId, ZText } from './common';
import { defineEndpoint } from './define';
import { VALIDATION_MESSAGES } from '../validation/messages';

const ZName = ZText(120, 'Name').min(1, VALIDATION_MESSAGES.required);
const ZPath = ZText(120, 'Path').min(1, VALIDATION_MESSAGES.required);

const ZSaved = z.object({ success: z.literal(true), message: z.string(), data: ZBusinessAccount });

export const listBusinessAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/business-accounts',
  access: 'user',
  summary: 'Business accounts the user belongs to',
  request: z.object({ user_id: ZId }),
  response: z.object({ success: z.literal(true), data: z.array(ZBusinessAccount) }),
});

export const addBusinessAccount = defineEndpoint({
  method: 'POST',
  path: '/api/add_business_account',
  access: 'user',
  summary: 'Create a business account owned by the user',
  request: z.object({ user_id: ZId, name: ZName, path: ZPath }),
  response: ZSaved,
});

export const editBusinessAccount = defineEndpoint({
  method: 'POST',
  path: '/api/edit_business_account',
  access: 'user',
  summary: "Rename a business account the user owns",
  request: z.object({ user_id: ZId, id: ZId, name: ZName, path: ZPath }),
  response: ZSaved,
});

export const deleteBusinessAccount = defineEndpoint({
  method: 'POST',
  path: '/api/delete_business_account',
  access: 'user',
  summary: 'Delete a business account the user owns, with its integrations and exports',
  request: z.object({ user_id: ZId, id: ZId, name: ZText(120, 'Name').optional(), path: ZText(120, 'Path').optional() }),
  response: z.object({ success: z.literal(true), message: z.string() }),
});
