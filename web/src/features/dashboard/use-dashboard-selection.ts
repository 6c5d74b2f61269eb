// The dashboard's cascade (spec §4): service → business account → integration → ad account, each
// list loaded for the choice above it and each choice kept in the URL. The business account is
// the current one (the sidebar's selector): choosing it here makes it current, choosing it in the
// sidebar moves the dashboard, and a link naming one of the user's accounts makes that current.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TAdAccount, TIntegrationExport, TSearchAdsAccount } from '@shared/contract/common';
import type { TService } from '@shared/contract/common';
import { useCurrentBusinessAccount, useUserId } from '@/lib/current-business-account';
import { useAdAccounts } from './api/get-ad-accounts';
import { useExportServices } from './api/get-export-services';
import { useExports } from './api/get-exports';
import type { TInsightsScope } from './api/get-insights';
import { isServicePath } from '@shared/constants';
import { loadFailureOf, type TLoadFailure } from '@/components/ui/load-error';
import { NONE, cascade, idIn, readSelection, writeSelection, type TSelection } from './selection';

export type TDashboardAdAccount = TAdAccount | TSearchAdsAccount;

export type TDashboardSelection = {
  userId: number;
  selection: TSelection;
  // `failure`: the list's first load failed (after its retries); the screen says so with Try again.
  services: { items: readonly TService[] | undefined; isPending: boolean; isError: boolean; failure: TLoadFailure | null };
  accounts: { items: readonly { id: number; name: string }[]; isPending: boolean; failure: TLoadFailure | null };
  integrations: { items: readonly TIntegrationExport[] | undefined; isPending: boolean; isError: boolean; failure: TLoadFailure | null };
  adAccounts: { items: readonly TDashboardAdAccount[] | undefined; isPending: boolean; isError: boolean; failure: TLoadFailure | null };
  /** The insights call's scope once every list above it has answered; null before (or with nothing to show). */
  scope: TInsightsScope | null;
  change: (change: Partial<TSelection>) => void;
};

export function useDashboardSelection(): TDashboardSelection {
  const userId = useUserId();
  const [params, setParams] = useSearchParams();
  const asked = readSelection(params);
  const current = useCurrentBusinessAccount();
  const { select } = current;

  const servicesQuery = useExportServices(userId);
  // Only the service paths the portal knows how to show (spec §9).
  const services = servicesQuery.data?.data.services.filter((item) => isServicePath(item.service_path));
  const knownPaths = services?.map((item) => item.service_path).filter(isServicePath) ?? [];
  const service = knownPaths.find((path) => path === asked.service) ?? knownPaths[0] ?? null;

  const currentId = current.account?.id ?? null;
  const isAskedAccountMine = current.accounts.some((account) => account.id === asked.account);
  const account = isAskedAccountMine ? asked.account : (currentId ?? NONE);

  const exportsQuery = useExports(userId, account === NONE ? null : account);
  const integrations = service === null ? undefined : exportsQuery.data?.data.filter((record) => record.service.service_path === service);
  const integration = idIn(asked.integration, integrations?.map((record) => record.id));

  const adAccountsQuery = useAdAccounts(service, integration === NONE ? null : integration);
  const adAccounts = integration === NONE ? undefined : adAccountsQuery.data?.service_response.data.ad_accounts;
  const adAccount = idIn(asked.adAccount, adAccounts?.map((item) => item.id));

  const selection: TSelection = { service, account, integration, adAccount };

  // Follow the sidebar's selector, and let a link (or Back) name the current account.
  const previousCurrentId = useRef<number | null>(null);
  useEffect(() => {
    const previous = previousCurrentId.current;
    previousCurrentId.current = currentId;
    if (currentId === null) return;
    if (previous !== null && previous !== currentId) {
      if (asked.account !== currentId) {
        setParams((latest) => writeSelection(latest, { ...readSelection(latest), account: currentId, integration: NONE, adAccount: NONE }), { replace: true });
      }
      return;
    }
    if (isAskedAccountMine && asked.account !== currentId) select(asked.account);
  }, [asked.account, currentId, isAskedAccountMine, select, setParams]);

  const change = (next: Partial<TSelection>) => {
    const changed = cascade(selection, next);
    if (next.account !== undefined && next.account !== NONE) select(next.account);
    setParams((latest) => writeSelection(latest, changed));
  };

  // Insights wait for the lists above them, so no call goes out for a scope about to be corrected.
  const isScopeKnown =
    userId > 0 &&
    service !== null &&
    account !== NONE &&
    integrations !== undefined &&
    integrations.length > 0 &&
    (integration === NONE || adAccounts !== undefined || adAccountsQuery.isError);
  const scope: TInsightsScope | null = isScopeKnown
    ? {
        service_path: service,
        user_id: userId,
        ba_id: account,
        ...(integration === NONE ? {} : { integration_id: integration }),
        ...(adAccount === NONE ? {} : { account_id: adAccount }),
      }
    : null;

  return {
    userId,
    selection,
    services: { items: services, isPending: servicesQuery.isPending, isError: servicesQuery.isError, failure: loadFailureOf(servicesQuery) },
    accounts: { items: current.accounts, isPending: current.isPending, failure: loadFailureOf(current.query) },
    integrations: {
      items: integrations,
      isPending: account !== NONE && exportsQuery.isPending,
      isError: exportsQuery.isError,
      failure: loadFailureOf(exportsQuery),
    },
    adAccounts: {
      items: adAccounts,
      isPending: integration !== NONE && adAccountsQuery.isPending,
      isError: adAccountsQuery.isError,
      failure: integration === NONE ? null : loadFailureOf(adAccountsQuery),
    },
    scope,
    change,
  };
}
