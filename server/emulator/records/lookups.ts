// Lookups with the refusals they imply: unknown services, records outside the caller's
// business accounts (404, so strangers cannot tell foreign from missing) and ad accounts.
import { SEARCH_ADS_SERVICE_PATH } from '../../../shared/constants';
import { findAdAccount, findSearchAdsAccount } from '../../../db/queries/ad-accounts';
import type { TAdAccountRow, TSearchAdsAccountRow } from '../../../db/queries/ad-accounts';
import { findRecord } from '../../../db/queries/integrations-exports';
import type { TRecordRow } from '../../../db/queries/integrations-exports';
import { findServiceById, findServiceByPath } from '../../../db/queries/services';
import type { TServiceRow } from '../../../db/queries/services';
import { isMember } from '../access';
import type { TCaller } from '../caller';
import type { TEmulatorDeps } from '../deps';
import { HttpError, notFound } from '../http-error';
import { SERVER_MESSAGES } from '../../../shared/validation/messages';

export const isSearchAdsService = (servicePath: string) => servicePath === SEARCH_ADS_SERVICE_PATH;

/** A service by path (or id), active or not: reads of existing records. */
export const requireService = (deps: TEmulatorDeps, key: string | number): TServiceRow => {
  const service = typeof key === 'number' ? findServiceById(deps.db, key) : findServiceByPath(deps.db, key);
  if (!service) throw notFound('Service');
  return service;
};

/** A service that can be connected now: 422 for one switched off. */
export const requireActiveService = (deps: TEmulatorDeps, key: string | number): TServiceRow => {
  const service = requireService(deps, key);
  if (!service.is_active) throw new HttpError(422, SERVER_MESSAGES.serviceUnavailable);
  return service;
};

/** A record in one of the caller's business accounts, optionally of a type and business account. */
export const requireRecord = (
  deps: TEmulatorDeps,
  caller: TCaller,
  id: number,
  expect: { what: string; serviceType?: 'export' | 'integration'; baId?: number },
): TRecordRow => {
  const record = findRecord(deps.db, id);
  if (!record || !isMember(deps, caller, record.ba_id)) throw notFound(expect.what);
  if (expect.serviceType !== undefined && record.service_type !== expect.serviceType) throw notFound(expect.what);
  if (expect.baId !== undefined && record.ba_id !== expect.baId) throw notFound(expect.what);
  return record;
};

export const requireIntegration = (deps: TEmulatorDeps, caller: TCaller, id: number): TRecordRow =>
  requireRecord(deps, caller, id, { what: 'Integration', serviceType: 'integration' });

/** A record connected from this service (exports of it, or integrations sending from it). */
export const requireRecordOfService = (
  deps: TEmulatorDeps,
  caller: TCaller,
  id: number,
  service: TServiceRow,
  expect: { what?: string; baId?: number } = {},
): TRecordRow => {
  const what = expect.what ?? 'Integration';
  const record = requireRecord(deps, caller, id, { what, baId: expect.baId });
  if (record.sending_service_id !== service.id) throw notFound(what);
  return record;
};

/**
 * An ad account as clients address it: by ad account id, or for google-ads by the id of its
 * search-ads row (the id the google-ads account list answers). 404 unless it belongs to a record
 * of this service in one of the caller's business accounts.
 */
export const resolveAccount = (
  deps: TEmulatorDeps,
  caller: TCaller,
  service: TServiceRow,
  accountId: number,
): { record: TRecordRow; adAccount: TAdAccountRow | undefined; searchAds: TSearchAdsAccountRow | undefined } => {
  const what = 'Ad account';
  if (isSearchAdsService(service.service_path)) {
    const searchAds = findSearchAdsAccount(deps.db, accountId);
    if (!searchAds) throw notFound(what);
    const record = requireRecordOfService(deps, caller, searchAds.integration_id, service, { what });
    const adAccount = searchAds.ad_account_id === null ? undefined : findAdAccount(deps.db, searchAds.ad_account_id);
    return { record, adAccount, searchAds };
  }
  const adAccount = findAdAccount(deps.db, accountId);
  if (!adAccount) throw notFound(what);
  const record = requireRecordOfService(deps, caller, adAccount.integration_id, service, { what });
  return { record, adAccount, searchAds: undefined };
};
