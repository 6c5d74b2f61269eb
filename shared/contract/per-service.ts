// Calls made per service path: insights, ad accounts, and the integration records a service
// holds (spec §7, "Per-service calls"; the second API layer adds, deletes and switches
// integrations through the `{path}/users` calls).
import { z } from 'zod';
import {
  ZAdAccount,
  ZFlag,
  ZId,
  ZIntegrationExport,
  ZSearchAdsAccount,
  ZServicePath,
  serviceResponse,
} from './common';
import { ZConsentUrl } from './services';
import { defineEndpoint } from './define';

/** Totals over the window. Search ads (google-ads) report cost and interactions instead of spend and unique clicks. */
export const ZInsightTotals = z.object({
  clicks: z.number(),
  impressions: z.number(),
  spend: z.number().optional(),
  unique_clicks: z.number().optional(),
  cost: z.number().optional(),
  interactions: z.number().optional(),
});

const ZSeries = z.object({ labels: z.array(z.string()), data: z.array(z.number()) });
/** One line-chart series per card: clicks, impressions, spends, unique_clicks (google-ads: cost, interactions). */
export const ZGraphics = z.record(z.string(), ZSeries);

export const ZInsights = z.object({
  insights: ZInsightTotals,
  graphics: ZGraphics,
  date_from: z.string(),
  date_to: z.string(),
});
export type TInsights = z.infer<typeof ZInsights>;

export const getInsights = defineEndpoint({
  method: 'GET',
  path: '/api/{service_path}/insights',
  access: 'user',
  summary: 'Totals and the daily series of the last 14 days for a business account, integration or ad account',
  request: z.object({
    service_path: ZServicePath,
    user_id: ZId,
    ba_id: ZId.optional(),
    integration_id: ZId.optional(),
    account_id: ZId.optional(),
  }),
  response: serviceResponse(ZInsights),
});

export const refreshInsights = defineEndpoint({
  method: 'POST',
  path: '/api/{service_path}/insights',
  access: 'user',
  summary: "Refresh today's figures from the service",
  request: z.object({ service_path: ZServicePath, user_id: ZId, integration_id: ZId.optional() }),
  response: serviceResponse(z.object({ result: z.string(), rows: z.number().int() })),
});

const ZAdAccounts = serviceResponse(
  z.object({ ad_accounts: z.union([z.array(ZAdAccount), z.array(ZSearchAdsAccount)]) }),
);

export const listAdAccounts = defineEndpoint({
  method: 'GET',
  path: '/api/{service_path}/ad-accounts',
  access: 'user',
  summary: 'Ad accounts (search-ads accounts for google-ads) of an integration or export',
  request: z.object({ service_path: ZServicePath, integration_id: ZId }),
  response: ZAdAccounts,
});

export const refreshAdAccounts = defineEndpoint({
  method: 'POST',
  path: '/api/{service_path}/ad-accounts',
  access: 'user',
  summary: 'Fetch the ad accounts again from the service and answer them',
  request: z.object({ service_path: ZServicePath, integration_id: ZId }),
  response: ZAdAccounts,
});

export const setAdAccountStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/{service_path}/ad-accounts',
  access: 'user',
  summary: 'Switch an ad account on or off',
  request: z.object({ service_path: ZServicePath, user_id: ZId, ad_account_id: ZId, status: ZFlag }),
  response: serviceResponse(z.object({ ad_account: z.union([ZAdAccount, ZSearchAdsAccount]) })),
});

export const addServiceUser = defineEndpoint({
  method: 'POST',
  path: '/api/{service_path}/users',
  access: 'user',
  summary: 'Start adding an integration of this service: answers the consent URL',
  request: z.object({ service_path: ZServicePath, user_id: ZId, ba_id: ZId }),
  response: ZConsentUrl,
});

export const deleteServiceUser = defineEndpoint({
  method: 'DELETE',
  path: '/api/{service_path}/users',
  access: 'user',
  summary: 'Delete an integration of this service',
  request: z.object({ service_path: ZServicePath, user_id: ZId, integration_id: ZId }),
  response: serviceResponse(z.object({ id: z.number().int() })),
});

export const setServiceUserStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/{service_path}/users',
  access: 'user',
  summary: 'Switch an integration of this service on or off',
  request: z.object({ service_path: ZServicePath, user_id: ZId, integration_id: ZId, status: ZFlag }),
  response: serviceResponse(ZIntegrationExport),
});

export const listServiceUsers = defineEndpoint({
  method: 'GET',
  path: '/api/{service_path}/users',
  access: 'user',
  summary: "The user's integrations of this service",
  request: z.object({ service_path: ZServicePath, user_id: ZId, ba_id: ZId.optional() }),
  response: serviceResponse(z.array(ZIntegrationExport)),
});

export const listBaServiceUsers = defineEndpoint({
  method: 'GET',
  path: '/api/{service_path}/ba/users',
  access: 'user',
  summary: "A business account's integrations of this service",
  request: z.object({ service_path: ZServicePath, user_id: ZId, ba_id: ZId }),
  response: serviceResponse(z.array(ZIntegrationExport)),
});
