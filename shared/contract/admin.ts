// Admin calls (spec §7, last table): refused to clients with 403.
import { z } from 'zod';
import {
  ZBusinessAccount,
  ZId,
  ZIntegrationExport,
  ZIsoDate,
  ZFlag,
  ZPage,
  ZService,
  ZServicePath,
  ZUserSummary,
  paginated,
  serviceResponse,
} from './common';
import { defineEndpoint } from './define';
import { VALIDATION_MESSAGES } from '../validation/messages';

/** How long a search of the admin lists may be. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/**
 * The admin lists' search: words anywhere in the name, email or path, case-insensitive. Blank
 * means no search; longer than ADMIN_SEARCH_MAX_LENGTH is a 400.
 */
export const ZAdminSearch = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX_LENGTH, VALIDATION_MESSAGES.searchTooLong)
  .optional()
  .transform((value) => (value ? value : undefined));

export const adminUsers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  summary: 'All users, or the users of one business account, a page at a time; `search` matches name, email or project path',
  request: z.object({ page: ZPage, business_account_id: ZId.optional(), search: ZAdminSearch }),
  response: z.object({ success: z.literal(true), data: z.object({ users: paginated(ZUserSummary) }) }),
});

export const adminBusinessAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/business-accounts',
  access: 'admin',
  summary: 'All business accounts, a page at a time; `search` matches name or path',
  request: z.object({ page: ZPage, search: ZAdminSearch }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ business_accounts: paginated(ZBusinessAccount) }),
  }),
});

export const adminBusinessAccount = defineEndpoint({
  method: 'GET',
  path: '/api/admin/business-account',
  access: 'admin',
  summary: 'One business account with its member count',
  request: z.object({ id: ZId }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ business_account: ZBusinessAccount.extend({ users_count: z.number().int() }) }),
  }),
});

export const adminBusinessAccountServices = defineEndpoint({
  method: 'GET',
  path: '/api/admin/business-account/services',
  access: 'admin',
  summary: "The services and connected integrations of a business account",
  request: z.object({ user_id: ZId.optional(), ba_id: ZId }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ services: z.array(ZService), integrations: z.array(ZIntegrationExport) }),
  }),
});

/** A sync's date range (all history with `full`) in a business account: the start-sync calls' common part. */
export const ZSyncWindow = z
  .object({ date_from: ZIsoDate, date_to: ZIsoDate, full: ZFlag.default(false), ba_id: ZId })
  .refine((body) => body.date_from <= body.date_to, {
    message: VALIDATION_MESSAGES.syncDateOrder,
    path: ['date_from'],
  });

export const ZSyncStarted = serviceResponse(z.object({ status: z.string(), sync_id: z.number().int() }));

export const adminStartSync = defineEndpoint({
  method: 'POST',
  path: '/api/admin/{service_path}/start-sync',
  access: 'admin',
  summary: 'Start synchronising an integration over a date range (all history with full)',
  request: z.intersection(ZSyncWindow, z.object({ service_path: ZServicePath, integration_id: ZId })),
  response: ZSyncStarted,
});

export const adminStartSyncAccount = defineEndpoint({
  method: 'POST',
  path: '/api/admin/{service_path}/start-sync-account',
  access: 'admin',
  summary: 'Start synchronising one ad account over a date range',
  request: z.intersection(
    ZSyncWindow,
    z.object({ service_path: ZServicePath, fb_id: z.string().min(1).max(64), account_id: ZId }),
  ),
  response: ZSyncStarted,
});
