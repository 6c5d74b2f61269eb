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

export const adminUsers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  summary: 'All users, or the users of one business account, a page at a time',
  request: z.object({ page: ZPage, business_account_id: ZId.optional() }),
  response: z.object({ success: z.literal(true), data: z.object({ users: paginated(ZUserSummary) }) }),
});

export const adminBusinessAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/business-accounts',
  access: 'admin',
  summary: 'All business accounts, a page at a time',
  request: z.object({ page: ZPage }),
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

const ZSyncWindow = z
  .object({ date_from: ZIsoDate, date_to: ZIsoDate, full: ZFlag.default(false), ba_id: ZId })
  .refine((body) => body.date_from <= body.date_to, {
    message: 'Date start must not be after date end',
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
