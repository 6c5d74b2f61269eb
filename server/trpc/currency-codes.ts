// Currency codes a gateway's insights answer names that are not ISO 4217 codes: the screen shows
// them as text (never a crash), and proxy mode records them in the drift report so a team sees
// what its gateway really sends.
import type { z } from 'zod';
import type { TInsights } from '../../shared/contract/per-service';

const KNOWN_CODES = new Set(Intl.supportedValuesOf('currency'));

type TPeriod = Omit<TInsights, 'previous'>;

const codesOf = (period: TPeriod, at: (string | number)[]): { path: (string | number)[]; code: string }[] => [
  ...(typeof period.currency === 'string' ? [{ path: [...at, 'currency'], code: period.currency }] : []),
  ...(period.money_by_currency ?? []).map((money, index) => ({ path: [...at, 'money_by_currency', index, 'currency'], code: money.currency })),
];

/** One issue per unknown code in the answer (`service_response.data`, and its previous period). */
export const unknownCurrencyIssues = (data: TInsights): z.core.$ZodIssue[] => {
  const at = ['service_response', 'data'];
  const found = [...codesOf(data, at), ...(data.previous ? codesOf(data.previous, [...at, 'previous']) : [])];
  return found
    .filter(({ code }) => !KNOWN_CODES.has(code))
    .map(({ path, code }) => ({ code: 'custom', path, message: `'${code}' is not an ISO 4217 currency code: shown as text`, input: code }) as z.core.$ZodIssue);
};
