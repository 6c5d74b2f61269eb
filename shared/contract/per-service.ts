// Calls made per service path: insights, ad accounts, and the integration records a service
// holds (spec §7, "Per-service calls"; the second API layer adds, deletes and switches
// integrations through the `{path}/users` calls).
import { z } from 'zod';
import { DAY_MS, isIsoDate } from '../dates';
import {
  ZAdAccount,
  ZFlag,
  ZId,
  ZIntegrationExport,
  ZIsoDate,
  ZPage,
  ZSearchAdsAccount,
  ZServicePath,
  ZServiceSuccess,
  serviceResponse,
} from './common';
import { INSIGHTS_MAX_RANGE_DAYS, INSIGHTS_RANGE_PRESETS } from '../constants';
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
  /** Derived from the same rows: click-through rate in percent, cost per click, cost per mille. */
  ctr: z.number().optional(),
  cpc: z.number().optional(),
  cpm: z.number().optional(),
  /** google-ads only: cost per interaction. */
  cpi: z.number().optional(),
});

const ZSeries = z.object({ labels: z.array(z.string()), data: z.array(z.number()) });
/** One line-chart series per card: clicks, impressions, spends, unique_clicks (google-ads: cost, interactions). */
export const ZGraphics = z.record(z.string(), ZSeries);

/** A three-letter currency code as ad accounts carry it (ISO 4217). */
export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'A currency is a three-letter code such as GBP');

/** One currency's own money (spend, or cost for google-ads) when a period covers several. */
const ZCurrencyMoney = z.object({
  currency: z.string(),
  amount: z.number(),
  clicks: z.number(),
  impressions: z.number(),
  interactions: z.number().optional(),
  cpc: z.number(),
  cpm: z.number(),
  cpi: z.number().optional(),
  /** The money day by day, in this currency. */
  series: ZSeries,
});

/** How several currencies became one: the reporting currency and each day's rate per currency. */
const ZConversion = z.object({
  currency: z.string(),
  /** Units of the reporting currency one unit of each currency bought that day. */
  rates: z.array(z.object({ date: z.string(), rates: z.record(z.string(), z.number()) })),
  /** Currencies without a rate: their money is in `money_by_currency` only, in no total. */
  unconverted: z.array(z.string()),
});

const ZInsightsPeriod = z.object({
  insights: ZInsightTotals,
  graphics: ZGraphics,
  date_from: z.string(),
  date_to: z.string(),
  /** The currency of the money figures (the reporting one when converted); null when they cannot be one. */
  currency: z.string().nullable().optional(),
  /** Each currency's own money, when the ad accounts use several. */
  money_by_currency: z.array(ZCurrencyMoney).optional(),
  /** Present when the money figures are converted from several currencies at daily rates. */
  conversion: ZConversion.optional(),
});

export const ZInsights = ZInsightsPeriod.extend({
  /** With `compare`: the same number of days just before the period, its series day by day. */
  previous: ZInsightsPeriod.optional(),
  /**
   * The emulator's own: when the period ends today, the moment today's figures reach (ISO, a whole
   * hour): the last day is partial and grows as the day goes.
   */
  partial_through: z.string().optional(),
});
export type TInsights = z.infer<typeof ZInsights>;


/** The period of an insights call: a preset, a custom range (both dates), or neither (the last 14 days). */
const ZInsightsRange = z
  .object({
    range: z.enum(INSIGHTS_RANGE_PRESETS, { message: `range must be one of ${INSIGHTS_RANGE_PRESETS.join(', ')}` }).optional(),
    date_from: ZIsoDate.refine(isIsoDate, 'date_from is not a real date').optional(),
    date_to: ZIsoDate.refine(isIsoDate, 'date_to is not a real date').optional(),
    compare: ZFlag.optional(),
  })
  .superRefine((value, ctx) => {
    const { date_from: from, date_to: to } = value;
    if ((from === undefined) !== (to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [from === undefined ? 'date_from' : 'date_to'], message: 'Send both date_from and date_to, or neither' });
      return;
    }
    if (from === undefined || to === undefined) return;
    if (value.range !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['range'], message: 'Send either range or date_from and date_to, not both' });
    }
    if (!isIsoDate(from) || !isIsoDate(to)) return;
    if (from > to) {
      ctx.addIssue({ code: 'custom', path: ['date_from'], message: 'date_from must be on or before date_to' });
      return;
    }
    const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
    if (days > INSIGHTS_MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: `A range spans at most ${INSIGHTS_MAX_RANGE_DAYS} days` });
    }
  });

export const getInsights = defineEndpoint({
  method: 'GET',
  path: '/api/{service_path}/insights',
  access: 'user',
  summary:
    'Totals and daily series (the last 14 days, a preset or a custom range; with compare, the period before too) for a business account, integration or ad account',
  request: z.intersection(
    z.object({
      service_path: ZServicePath,
      user_id: ZId,
      ba_id: ZId.optional(),
      integration_id: ZId.optional(),
      account_id: ZId.optional(),
      /** The reporting currency several currencies are converted into (default: the one with the most spend). */
      currency: ZCurrencyCode.optional(),
    }),
    ZInsightsRange,
  ),
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
  summary: 'Switch an integration of this service on or off (success 0, unchanged, with the reason when it cannot run)',
  request: z.object({ service_path: ZServicePath, user_id: ZId, integration_id: ZId, status: ZFlag }),
  response: z.object({
    service_response: z.object({
      success: ZServiceSuccess,
      data: ZIntegrationExport,
      /** Why the status was not changed (success 0). */
      message: z.string().optional(),
    }),
  }),
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

/** One sync run of an integration or export (or of one of its ad accounts), as its owner sees it. */
export const ZSyncRun = z.object({
  id: z.number().int(),
  ad_account_id: z.number().int().nullable(),
  date_from: z.string(),
  date_to: z.string(),
  full: z.boolean(),
  status: z.enum(['queued', 'running', 'Finish', 'Error']),
  /** The runner's closing note: what went wrong for an Error. */
  message: z.string().nullable(),
  rows_written: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Who started the run: shown to administrators only (null for members, or when that user is gone). */
  started_by: z.object({ id: ZId, name: z.string(), email: z.string() }).nullable(),
});
export type TSyncRun = z.infer<typeof ZSyncRun>;

/** How many runs one page of the history holds (newest first). */
export const SYNC_RUNS_PER_PAGE = 10;

export const listSyncRuns = defineEndpoint({
  method: 'GET',
  path: '/api/{service_path}/sync-runs',
  access: 'user',
  summary: 'The sync runs of an integration or export, newest first, a page at a time (read-only history for its members and admins)',
  request: z.object({ service_path: ZServicePath, integration_id: ZId, page: ZPage }),
  response: serviceResponse(
    z.object({
      runs: z.array(ZSyncRun),
      current_page: z.number().int(),
      last_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
