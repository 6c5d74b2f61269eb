// The ad accounts of a record (spec §7 per-service calls): list, refresh (balances move a
// little between two looks) and switch one on or off.
import type { listAdAccounts as listAdAccountsEndpoint, refreshAdAccounts, setAdAccountStatus } from '../../../shared/contract/per-service';
import { listAdAccounts, listSearchAdsAccounts, setAdAccountActive, setAdAccountBalance, setSearchAdsAccountActive } from '../../../db/queries/ad-accounts';
import type { TRecordRow } from '../../../db/queries/integrations-exports';
import type { TServiceRow } from '../../../db/queries/services';
import { round2 } from '../../../shared/two-decimals';
import type { TEmulatorDeps } from '../deps';
import type { TEndpointHandler } from '../endpoint-handler';
import { assertSelf } from '../caller';
import { notFound } from '../http-error';
import { isSearchAdsService, requireRecordOfService, requireService, resolveAccount } from './lookups';
import { toAdAccount, toSearchAdsAccount } from './shape-ad-account';
import { serviceResponse } from './shape-service';

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

export const readAdAccounts: TEndpointHandler<typeof listAdAccountsEndpoint> = (deps, caller, input) => {
  const service = requireService(deps, input.service_path);
  return accountsAnswer(deps, service, requireRecordOfService(deps, caller, input.integration_id, service));
};

export const refreshAdAccountsOf: TEndpointHandler<typeof refreshAdAccounts> = (deps, caller, input) => {
  const service = requireService(deps, input.service_path);
  const record = requireRecordOfService(deps, caller, input.integration_id, service);
  nudgeBalances(deps, record);
  return accountsAnswer(deps, service, record);
};

export const switchAdAccount: TEndpointHandler<typeof setAdAccountStatus> = (deps, caller, input) => {
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
};
