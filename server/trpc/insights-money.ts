// What the money of an insights answer is in, decided once here for every screen: the currency its
// figures are in (none when several are shown unconverted), whether they were converted, the
// currencies in view, and the reporting currencies one may ask for. The gateway (or the emulator,
// records/insights/insights-money.ts) converts and picks the default; this reads its answer, and for
// a gateway that names no currency, the currencies of the ad accounts in view.
import { SEARCH_ADS_SERVICE_PATH } from '../../shared/constants';
import type { TEndpointRequest } from '../../shared/contract/define';
import type { getInsights, TInsights } from '../../shared/contract/per-service';

export type TInsightsMoney = {
  /** The currency the money figures are in, or null when they have none (shown without a symbol). */
  currency: string | null;
  /** Converted from several currencies at daily rates into `currency`: approximate. */
  isConverted: boolean;
  /** The currencies the money in view is in, when there are several (each one's own money, or the ad accounts'). */
  currencies: string[];
  /** Currencies without a rate, left out of a converted total and shown on their own. */
  unconverted: string[];
  /** The reporting currencies the person may choose (more than one only when the gateway converted). */
  choices: string[];
};

type TMoneyAnswer = Pick<TInsights, 'currency' | 'money_by_currency' | 'conversion'>;

/** Whether the answer alone says what its money is in; otherwise the ad accounts in view are read. */
export const namesItsMoney = (answer: TMoneyAnswer): boolean =>
  answer.conversion !== undefined || typeof answer.currency === 'string' || (answer.money_by_currency ?? []).length > 1;

/** The distinct currencies of the accounts in view, upper-cased and sorted. */
const currenciesOf = (currencies: readonly (string | null | undefined)[]): string[] =>
  [...new Set(currencies.filter((code): code is string => Boolean(code)).map((code) => code.trim().toUpperCase()))].sort();

/**
 * The money of an answer. Converted: the gateway's reporting currency. One currency named: it.
 * Several unconverted (by the answer, or by the ad accounts of a gateway that names none): no
 * currency, never a mixed sum dressed as one. Otherwise the one currency of the ad accounts in view.
 */
export const moneyOf = (answer: TMoneyAnswer, currenciesInView: readonly string[]): TInsightsMoney => {
  const own = (answer.money_by_currency ?? []).map((money) => money.currency);
  if (answer.conversion) {
    const choices = Object.keys(answer.conversion.rates[0]?.rates ?? {}).sort();
    return { currency: answer.conversion.currency, isConverted: true, currencies: own, unconverted: answer.conversion.unconverted, choices };
  }
  if (typeof answer.currency === 'string') return { currency: answer.currency, isConverted: false, currencies: own, unconverted: [], choices: [] };
  if (own.length > 1 || (answer.currency === undefined && currenciesInView.length > 1)) {
    return { currency: null, isConverted: false, currencies: own.length > 1 ? own : [...currenciesInView], unconverted: [], choices: [] };
  }
  return { currency: currenciesInView[0] ?? null, isConverted: false, currencies: own, unconverted: [], choices: [] };
};

/** The currencies of the ad accounts in view (the one asked for, or all of the integration's); search-ads accounts have none. */
export const currenciesInView = (accounts: readonly ({ id: number } & ({ currency: string } | object))[], accountId: number | undefined): string[] =>
  currenciesOf(accounts.filter((account) => accountId === undefined || account.id === accountId).map((account) => ('currency' in account ? account.currency : null)));

/** The ad accounts a scope shows: one integration's (one of them when asked); none for all integrations or search ads (no currency). */
export const adAccountsAsked = (input: TEndpointRequest<typeof getInsights>): { service_path: TEndpointRequest<typeof getInsights>['service_path']; integration_id: number } | null =>
  input.integration_id === undefined || input.service_path === SEARCH_ADS_SERVICE_PATH ? null : { service_path: input.service_path, integration_id: input.integration_id };
