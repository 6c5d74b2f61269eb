// Calls made per service path (spec §7 "Per-service calls"): insights, ad accounts, and the
// integration records a service holds (add, delete, switch, list).
import type { Hono } from 'hono';
import {
  addServiceUser,
  deleteServiceUser,
  getInsights,
  listAdAccounts as listAdAccountsEndpoint,
  listBaServiceUsers,
  listServiceUsers,
  listSyncRuns,
  refreshAdAccounts,
  SYNC_RUNS_PER_PAGE,
  refreshInsights,
  setAdAccountStatus,
  setServiceUserStatus,
} from '../../../shared/contract/per-service';
import {
  listAdAccounts,
  listSearchAdsAccounts,
  setAdAccountActive,
  setAdAccountBalance,
  setSearchAdsAccountActive,
} from '../../../db/queries/ad-accounts';
import { sumInsightsOfTwoPeriods, sumInsightsOfTwoPeriodsByCurrency } from '../../../db/queries/insights';
import { countSyncJobsOfRecord, listSyncJobsOfRecord } from '../../../db/queries/sync-jobs';
import { deleteRecord, findRecord, listRecords, setRecordActive } from '../../../db/queries/integrations-exports';
import type { TServiceRow } from '../../../db/queries/services';
import type { TRecordRow } from '../../../db/queries/integrations-exports';
import { memberScope } from '../access';
import { assertSelf, isAdmin } from '../caller';
import type { TCaller } from '../caller';
import type { TEmulatorDeps } from '../deps';
import { invalidField, notFound } from '../http-error';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { adAccountsInScope, recordsInScope } from '../records/insights/insight-scope';
import { toInsightsAnswer, toRateTable } from '../records/insights/insights-money';
import { listExchangeRates } from '../../../db/queries/exchange-rates';
import { BASE_USD_PER_UNIT } from '../generate/exchange-rates';
import { insightsWindow, previousWindow } from '../records/insights/insights-answer';
import { isSearchAdsService, requireRecordOfService, requireService, resolveAccount } from '../records/lookups';
import { refreshTodayInsights } from '../records/insights/refresh-insights';
import { toIsoDate } from '../../../shared/dates';
import { toAdAccount, toSearchAdsAccount } from '../records/shape-ad-account';
import { pageOf } from '../records/page-of';
import { toIntegrationExport } from '../records/shape-record';
import { serviceResponse } from '../records/shape-service';
import { startConsent } from '../records/consent/start-consent';
import { round2 } from '../../../shared/two-decimals';

const accountsAnswer = (deps: TEmulatorDeps, service: TServiceRow, record: TRecordRow) =>
  serviceResponse({
    ad_accounts: isSearchAdsService(service.service_path)
      ? listSearchAdsAccounts(deps.db, record.id).map(toSearchAdsAccount)
      : listAdAccounts(deps.db, record.id).map(toAdAccount),
  });

/** Balances move a little between two looks at the service. */
const nudgeBalances = (deps: TEmulatorDeps, record: TRecordRow) => {
  deps.db.transaction(() => {
    for (const account of listAdAccounts(deps.db, record.id)) {
      const factor = 1 + (Math.random() - 0.5) * 0.06;
      setAdAccountBalance(deps.db, account.id, Math.max(0, round2(account.balance * factor)));
    }
  });
};

/** Why an integration still on step 2 (no receiving service yet) cannot be switched on. */
export const INTEGRATION_WITHOUT_RECEIVER = 'Choose a data reception service on step 2 before switching this integration on.';

/**
 * The days of the period (and the one before it) per currency, in currency order. One currency
 * is the plain read of the key (db/queries/insights.ts); several, one read grouped by currency.
 */
const readByCurrency = (deps: TEmulatorDeps, currencies: string[], period: Parameters<typeof sumInsightsOfTwoPeriods>[1]) => {
  if (currencies.length <= 1) {
    const currency = currencies[0];
    return currency === undefined ? [] : [{ currency, ...sumInsightsOfTwoPeriods(deps.db, period) }];
  }
  const read = sumInsightsOfTwoPeriodsByCurrency(deps.db, period);
  // A currency without a row in the period still has its (empty) place.
  return currencies.map((currency) => read.find((group) => group.currency === currency) ?? { currency, previous: [], current: [] });
};

export const registerPerServiceRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, getInsights, ({ input, caller }) => {
    assertSelf(caller, input.user_id);
    const service = requireService(deps, input.service_path);
    if (input.currency !== undefined && BASE_USD_PER_UNIT[input.currency] === undefined) {
      throw invalidField('currency', `There is no exchange rate for ${input.currency}: choose one of ${Object.keys(BASE_USD_PER_UNIT).join(', ')}`);
    }
    const accounts = adAccountsInScope(deps, caller, service, {
      userId: input.user_id,
      baId: input.ba_id,
      integrationId: input.integration_id,
      accountId: input.account_id,
    });
    const window = insightsWindow(deps.clock.today(), input);
    const before = input.compare ? previousWindow(window) : null;
    const currencies = [...new Set(accounts.map((account) => account.currency))].sort();
    const period = { adAccountIds: accounts.map((account) => account.id), previousFrom: before?.from ?? window.from, from: window.from, to: window.to };
    const reads = readByCurrency(deps, currencies, period);
    const rated = [...currencies, ...(input.currency ? [input.currency] : [])];
    const rates = toRateTable(currencies.length > 1 ? listExchangeRates(deps.db, { currencies: rated, from: period.previousFrom, to: window.to }) : []);
    const answer = toInsightsAnswer(service.service_path, rates, reads, { current: window, previous: before }, input.currency);
    // Today's figures are the hours gone by (the seed and catch-up write them so).
    const now = deps.clock.now();
    const partial = window.to === toIsoDate(now) ? { partial_through: `${window.to}T${String(now.getUTCHours()).padStart(2, '0')}:00:00.000Z` } : {};
    return serviceResponse({ ...answer, ...partial });
  });

  mountEndpoint(app, deps, refreshInsights, ({ input, caller }) => {
    assertSelf(caller, input.user_id);
    const service = requireService(deps, input.service_path);
    const records = recordsInScope(deps, caller, service, { userId: input.user_id, integrationId: input.integration_id });
    const rows = refreshTodayInsights(deps.db, records, deps.clock.now());
    return serviceResponse({ result: 'Insights updated', rows });
  });

  mountEndpoint(app, deps, listAdAccountsEndpoint, ({ input, caller }) => {
    const service = requireService(deps, input.service_path);
    return accountsAnswer(deps, service, requireRecordOfService(deps, caller, input.integration_id, service));
  });

  mountEndpoint(app, deps, refreshAdAccounts, ({ input, caller }) => {
    const service = requireService(deps, input.service_path);
    const record = requireRecordOfService(deps, caller, input.integration_id, service);
    nudgeBalances(deps, record);
    return accountsAnswer(deps, service, record);
  });

  mountEndpoint(app, deps, listSyncRuns, ({ input, caller }) => {
    const service = requireService(deps, input.service_path);
    const record = requireRecordOfService(deps, caller, input.integration_id, service);
    const { data: jobs, ...paging } = pageOf(input.page, SYNC_RUNS_PER_PAGE, countSyncJobsOfRecord(deps.db, record.id), (window) =>
      listSyncJobsOfRecord(deps.db, record.id, window),
    );
    // Who started a run is an administrator's business: members see what happened, not who did it.
    const showsWho = isAdmin(caller);
    const runs = jobs.map((job) => ({
      id: job.id,
      ad_account_id: job.ad_account_id,
      date_from: job.date_from,
      date_to: job.date_to,
      full: job.full,
      status: job.status,
      message: job.message,
      rows_written: job.rows_written,
      started_at: job.created_at,
      finished_at: job.finished_at,
      started_by:
        showsWho && job.requested_by !== null && job.requested_by_name !== null
          ? { id: job.requested_by, name: job.requested_by_name, email: job.requested_by_email ?? '' }
          : null,
    }));
    return serviceResponse({ runs, ...paging });
  });

  mountEndpoint(app, deps, setAdAccountStatus, ({ input, caller }) => {
    assertSelf(caller, input.user_id);
    const service = requireService(deps, input.service_path);
    const { adAccount, searchAds } = resolveAccount(deps, caller, service, input.ad_account_id);
    // The switch changes is_active only: the rows just read answer with it set.
    if (searchAds) {
      setSearchAdsAccountActive(deps.db, searchAds.id, input.status);
      return serviceResponse({ ad_account: toSearchAdsAccount({ ...searchAds, is_active: input.status }) });
    }
    if (!adAccount) throw notFound('Ad account');
    setAdAccountActive(deps.db, adAccount.id, input.status);
    return serviceResponse({ ad_account: toAdAccount({ ...adAccount, is_active: input.status }) });
  });

  mountEndpoint(app, deps, addServiceUser, async ({ input, caller }) => {
    assertSelf(caller, input.user_id);
    return serviceResponse(await startConsent(deps, caller, {
      kind: 'integration',
      servicePath: input.service_path,
      userId: input.user_id,
      baId: input.ba_id,
    }));
  });

  mountEndpoint(app, deps, deleteServiceUser, ({ input, caller }) => {
    assertSelf(caller, input.user_id);
    const service = requireService(deps, input.service_path);
    const record = requireRecordOfService(deps, caller, input.integration_id, service);
    deleteRecord(deps.db, record.id);
    return serviceResponse({ id: record.id });
  });

  mountEndpoint(app, deps, setServiceUserStatus, ({ input, caller }) => {
    assertSelf(caller, input.user_id);
    const service = requireService(deps, input.service_path);
    const record = requireRecordOfService(deps, caller, input.integration_id, service);
    // An integration with nowhere to deliver its leads cannot run: the service says no (success 0).
    if (input.status && record.service_type === 'integration' && record.receiving_service_id === null) {
      return { service_response: { success: 0 as const, data: toIntegrationExport(record, deps.clock.nowIso()), message: INTEGRATION_WITHOUT_RECEIVER } };
    }
    setRecordActive(deps.db, record.id, input.status);
    const updated = findRecord(deps.db, record.id);
    if (!updated) throw notFound('Integration');
    return serviceResponse(toIntegrationExport(updated, deps.clock.nowIso()));
  });

  // The business account's list is the user's list with its ba_id required.
  const serviceUsers = ({ input, caller }: { input: { service_path: string; user_id: number; ba_id?: number }; caller: TCaller }) => {
    assertSelf(caller, input.user_id);
    const service = requireService(deps, input.service_path);
    const records = listRecords(deps.db, { sendingServiceId: service.id, ...memberScope(deps, caller, input.user_id, input.ba_id) });
    return serviceResponse(records.map((row) => toIntegrationExport(row, deps.clock.nowIso())));
  };
  mountEndpoint(app, deps, listServiceUsers, serviceUsers);
  mountEndpoint(app, deps, listBaServiceUsers, serviceUsers);
};
