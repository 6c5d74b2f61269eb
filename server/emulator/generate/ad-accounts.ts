// Factories of ad accounts (named after the demo cast's brands) and of the search-ads (google-ads) account rows that describe them.
import type { Faker } from '@faker-js/faker';
import type { adAccounts, searchAdsAccounts } from '../../../db/schema/ad-accounts';
import { castAdAccountName, randomOf } from './cast';

export type TAdAccountInsert = typeof adAccounts.$inferInsert;
export type TSearchAdsAccountInsert = typeof searchAdsAccounts.$inferInsert;

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

export function buildAdAccount(
  f: Faker,
  params: Pick<TAdAccountInsert, 'integration_id'> & { servicePath: string },
  overrides: Partial<TAdAccountInsert> = {},
): TAdAccountInsert {
  const digits = f.string.numeric({ length: 15, allowLeadingZeros: false });
  const accountId = params.servicePath === 'google-ads' ? f.helpers.replaceSymbols('###-###-####') : `act_${digits}`;
  return {
    integration_id: params.integration_id,
    account_id: accountId,
    fb_id: digits,
    name: castAdAccountName(randomOf(f)),
    balance: f.number.float({ min: 0, max: 25_000, fractionDigits: 2 }),
    currency: f.helpers.arrayElement(CURRENCIES),
    is_active: f.datatype.boolean({ probability: 0.7 }),
    date_finish_sync: null,
    status_last_sync: null,
    ...overrides,
  };
}

export function buildSearchAdsAccount(
  f: Faker,
  adAccount: Pick<TAdAccountInsert, 'integration_id' | 'account_id' | 'name' | 'is_active' | 'date_finish_sync' | 'status_last_sync'> & {
    id: number;
  },
  overrides: Partial<TSearchAdsAccountInsert> = {},
): TSearchAdsAccountInsert {
  const isManager = f.datatype.boolean({ probability: 0.25 });
  return {
    integration_id: adAccount.integration_id,
    ad_account_id: adAccount.id,
    account_id: adAccount.account_id,
    manager: isManager ? 'Yes' : 'No',
    level: isManager ? '0' : '1',
    descriptive_name: adAccount.name,
    is_active: adAccount.is_active ?? false,
    date_finish_sync: adAccount.date_finish_sync ?? null,
    status_last_sync: adAccount.status_last_sync ?? null,
    ...overrides,
  };
}
