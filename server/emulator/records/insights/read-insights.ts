// GET /api/{service_path}/insights: the figures of the caller's ad accounts in scope over the
// asked window (and the one before it), one period per currency or converted into the one asked.
import type { getInsights } from '../../../../shared/contract/per-service';
import { toIsoDate } from '../../../../shared/dates';
import { listExchangeRates } from '../../../../db/queries/exchange-rates';
import { sumInsightsOfTwoPeriods, sumInsightsOfTwoPeriodsByCurrency } from '../../../../db/queries/insights';
import type { TEmulatorDeps } from '../../deps';
import type { TEndpointHandler } from '../../endpoint-handler';
import { BASE_USD_PER_UNIT } from '../../generate/exchange-rates';
import { assertSelf } from '../../caller';
import { invalidField } from '../../http-error';
import { requireService } from '../lookups';
import { serviceResponse } from '../shape-service';
import { adAccountsInScope } from './insight-scope';
import { insightsWindow, previousWindow } from './insights-answer';
import { toInsightsAnswer, toRateTable } from './insights-money';

type TPeriodRead = Parameters<typeof sumInsightsOfTwoPeriods>[1];

/**
 * The days of the period (and the one before it) per currency, in currency order. One currency
 * is the plain read of the key (db/queries/insights.ts); several, one read grouped by currency.
 */
const readByCurrency = (deps: TEmulatorDeps, currencies: string[], period: TPeriodRead) => {
  if (currencies.length <= 1) {
    const currency = currencies[0];
    return currency === undefined ? [] : [{ currency, ...sumInsightsOfTwoPeriods(deps.db, period) }];
  }
  const read = sumInsightsOfTwoPeriodsByCurrency(deps.db, period);
  // A currency without a row in the period still has its (empty) place.
  return currencies.map((currency) => read.find((group) => group.currency === currency) ?? { currency, previous: [], current: [] });
};

/** A reporting currency the emulator has rates for, or a 422 naming the ones it has. */
const assertKnownCurrency = (currency: string | undefined): void => {
  if (currency !== undefined && BASE_USD_PER_UNIT[currency] === undefined) {
    throw invalidField('currency', `There is no exchange rate for ${currency}: choose one of ${Object.keys(BASE_USD_PER_UNIT).join(', ')}`);
  }
};

export const readInsights: TEndpointHandler<typeof getInsights> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const service = requireService(deps, input.service_path);
  assertKnownCurrency(input.currency);
  const accounts = adAccountsInScope(deps, caller, service, { userId: input.user_id, baId: input.ba_id, integrationId: input.integration_id, accountId: input.account_id });
  const window = insightsWindow(deps.clock.today(), input);
  const before = input.compare ? previousWindow(window) : null;
  const currencies = [...new Set(accounts.map((account) => account.currency))].sort();
  const period = { adAccountIds: accounts.map((account) => account.id), previousFrom: before?.from ?? window.from, from: window.from, to: window.to };
  const reads = readByCurrency(deps, currencies, period);
  // Rates only where money is converted: several currencies, or one asked for.
  const rated = [...currencies, ...(input.currency ? [input.currency] : [])];
  const rates = toRateTable(currencies.length > 1 ? listExchangeRates(deps.db, { currencies: rated, from: period.previousFrom, to: window.to }) : []);
  const answer = toInsightsAnswer(service.service_path, rates, reads, { current: window, previous: before }, input.currency);
  // Today's figures are the hours gone by (the seed and catch-up write them so).
  const now = deps.clock.now();
  const partial = window.to === toIsoDate(now) ? { partial_through: `${window.to}T${String(now.getUTCHours()).padStart(2, '0')}:00:00.000Z` } : {};
  return serviceResponse({ ...answer, ...partial });
};
