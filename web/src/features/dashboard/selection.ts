// The dashboard's selection as it lives in the URL query (service, account, integration,
// ad_account), so a reload or a shared link opens the same view. None is -1 (spec §4) and is
// left out of the URL.
import { isServicePath, type ServicePath } from '@shared/constants';

export const NONE = -1;

export type TSelection = {
  service: ServicePath | null;
  /** The business account. */
  account: number;
  integration: number;
  adAccount: number;
};

export const SELECTION_PARAMS = { service: 'service', account: 'account', integration: 'integration', adAccount: 'ad_account' } as const;

const readId = (value: string | null): number => {
  if (value === null || !/^\d{1,15}$/.test(value)) return NONE;
  const id = Number(value);
  return id > 0 ? id : NONE;
};

export function readSelection(params: URLSearchParams): TSelection {
  const service = params.get(SELECTION_PARAMS.service);
  return {
    service: isServicePath(service) ? service : null,
    account: readId(params.get(SELECTION_PARAMS.account)),
    integration: readId(params.get(SELECTION_PARAMS.integration)),
    adAccount: readId(params.get(SELECTION_PARAMS.adAccount)),
  };
}

/** The params with the selection written in (other params kept). */
export function writeSelection(params: URLSearchParams, selection: TSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set(SELECTION_PARAMS.service, selection.service);
  set(SELECTION_PARAMS.account, selection.account === NONE ? null : String(selection.account));
  set(SELECTION_PARAMS.integration, selection.integration === NONE ? null : String(selection.integration));
  set(SELECTION_PARAMS.adAccount, selection.adAccount === NONE ? null : String(selection.adAccount));
  return next;
}

/** The cascade (spec §4): a change upstream resets everything below it to none. */
export function cascade(selection: TSelection, change: Partial<TSelection>): TSelection {
  if (change.service !== undefined && change.service !== selection.service) {
    return { ...selection, service: change.service, integration: NONE, adAccount: NONE, ...pick(change, 'account') };
  }
  if (change.account !== undefined && change.account !== selection.account) {
    return { ...selection, account: change.account, integration: NONE, adAccount: NONE };
  }
  if (change.integration !== undefined && change.integration !== selection.integration) {
    return { ...selection, integration: change.integration, adAccount: NONE };
  }
  if (change.adAccount !== undefined) return { ...selection, adAccount: change.adAccount };
  return selection;
}

const pick = (change: Partial<TSelection>, key: 'account'): Partial<TSelection> =>
  change[key] === undefined ? {} : { [key]: change[key] };

/** The chosen id when the list holds it, else none (a stale link, a deleted record). */
export const idIn = (id: number, ids: readonly number[] | undefined): number => (ids?.includes(id) ? id : NONE);
