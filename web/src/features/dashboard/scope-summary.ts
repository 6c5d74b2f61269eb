// The one line that stands for the dashboard's controls on a phone: what is in view, in the
// controls' order (service · business account · integration [· ad account] · period).
import { NONE } from './selection';
import { periodName, type TPeriod } from './period';
import type { TDashboardAdAccount, TDashboardSelection } from './use-dashboard-selection';

const adAccountName = (account: TDashboardAdAccount) => ('descriptive_name' in account ? account.descriptive_name : account.name);

type TListsRead = 'services' | 'accounts' | 'integrations' | 'adAccounts';
/** What the line reads: the selection and the lists (not how a failed one is retried). */
type TSummarised = Pick<TDashboardSelection, 'selection'> & { [K in TListsRead]: Omit<TDashboardSelection[K], 'failure'> };

export function scopeSummary(dashboard: TSummarised, period: TPeriod): string {
  const { selection, services, accounts, integrations, adAccounts } = dashboard;
  if (services.isPending || accounts.isPending) return 'Loading…';
  const service = services.items?.find((item) => item.service_path === selection.service)?.name ?? 'No service';
  const account = accounts.items.find((item) => item.id === selection.account)?.name ?? 'No business account';
  const parts = [service, account];
  if (selection.account !== NONE) {
    const chosen = integrations.items?.find((record) => record.id === selection.integration);
    parts.push(chosen ? chosen.name : integrations.items?.length === 0 ? 'No integrations' : 'All');
  }
  const adAccount = adAccounts.items?.find((item) => item.id === selection.adAccount);
  if (adAccount) parts.push(adAccountName(adAccount));
  return [...parts, periodName(period)].join(' · ');
}
