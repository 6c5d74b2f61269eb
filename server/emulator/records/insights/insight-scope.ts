// Which ad accounts an insights call covers: the narrowest of ad account, integration,
// business account, or every business account of the user, within one service.
import { listAdAccountCurrenciesOfRecords } from '../../../../db/queries/ad-accounts';
import { listRecords } from '../../../../db/queries/integrations-exports';
import type { TRecordRow } from '../../../../db/queries/integrations-exports';
import type { TServiceRow } from '../../../../db/queries/services';
import { memberScope } from '../../access';
import type { TCaller } from '../../caller';
import type { TEmulatorDeps } from '../../deps';
import { notFound } from '../../http-error';
import { requireRecordOfService, resolveAccount } from '../lookups';

type TInsightScope = { userId: number; baId?: number; integrationId?: number; accountId?: number };

/** Records of the service the scope names (an ad account's scope is its record). */
export const recordsInScope = (deps: TEmulatorDeps, caller: TCaller, service: TServiceRow, scope: TInsightScope): TRecordRow[] => {
  if (scope.integrationId !== undefined) {
    return [requireRecordOfService(deps, caller, scope.integrationId, service, { baId: scope.baId })];
  }
  return listRecords(deps.db, { ...memberScope(deps, caller, scope.userId, scope.baId), sendingServiceId: service.id });
};

export const adAccountsInScope = (deps: TEmulatorDeps, caller: TCaller, service: TServiceRow, scope: TInsightScope) => {
  if (scope.accountId !== undefined) {
    const { record, adAccount } = resolveAccount(deps, caller, service, scope.accountId);
    // A wider filter sent along must agree with the account, or the account is not "there".
    if (scope.integrationId !== undefined && record.id !== scope.integrationId) throw notFound('Ad account');
    if (scope.baId !== undefined && record.ba_id !== scope.baId) throw notFound('Ad account');
    return adAccount ? [{ id: adAccount.id, currency: adAccount.currency }] : [];
  }
  const records = recordsInScope(deps, caller, service, scope);
  return records.length === 0 ? [] : listAdAccountCurrenciesOfRecords(deps.db, records.map((record) => record.id));
};
