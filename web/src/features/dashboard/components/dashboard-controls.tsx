// The five controls of the dashboard in the spec's order (§2): service, business account,
// integration, ad account, Update. A list that is empty says so in its control and is disabled;
// none (-1) is "every one of them" while the list has items.
import { Button, SimpleGrid } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ResponsiveSelect } from '@/components/ui/responsive-select';
import type { TIntegrationExport } from '@shared/contract/common';
import { isServicePath } from '@shared/constants';
import { NONE } from '../selection';
import type { TDashboardAdAccount, TDashboardSelection } from '../use-dashboard-selection';

type TProps = {
  dashboard: TDashboardSelection;
  isUpdating: boolean;
  canUpdate: boolean;
  onUpdate: () => void;
};

type TOption = { value: string; label: string };

/** Placeholder of a control: what it is waiting for, or that its list is empty. */
const placeholderOf = (list: { items: readonly unknown[] | undefined; isPending: boolean; isError?: boolean }, empty: string, cannotLoad: string) => {
  if (list.isPending) return 'Loading…';
  if (list.isError) return cannotLoad;
  return list.items && list.items.length > 0 ? undefined : empty;
};

/** Two records of one service may share a name: the id tells them apart. */
function integrationOptions(records: readonly TIntegrationExport[]): TOption[] {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(record.name, (counts.get(record.name) ?? 0) + 1);
  return records.map((record) => ({
    value: String(record.id),
    label: (counts.get(record.name) ?? 0) > 1 ? `${record.name} #${record.id}` : record.name,
  }));
}

const adAccountLabel = (account: TDashboardAdAccount) => ('descriptive_name' in account ? account.descriptive_name : account.name);

/** "All …" heads a list that has items; an empty list has no options at all. */
const withAll = (allLabel: string, options: TOption[]): TOption[] => (options.length > 0 ? [{ value: String(NONE), label: allLabel }, ...options] : []);

export function DashboardControls({ dashboard, isUpdating, canUpdate, onUpdate }: TProps) {
  const { selection, services, accounts, integrations, adAccounts, change } = dashboard;
  const integrationItems = integrations.items ?? [];
  const adAccountItems = adAccounts.items ?? [];
  const hasIntegrations = integrationItems.length > 0;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="sm" verticalSpacing="sm" component="form" aria-label="Insights filters" onSubmit={(event) => {
      event.preventDefault();
      if (canUpdate && !isUpdating) onUpdate();
    }}>
      <ResponsiveSelect
        label="Service"
        data={(services.items ?? []).map((service) => ({ value: service.service_path, label: service.name }))}
        value={selection.service}
        placeholder={placeholderOf(services, 'No services available', 'Could not be loaded')}
        disabled={!services.items?.length}
        onChange={(value) => isServicePath(value) && change({ service: value })}
      />
      <ResponsiveSelect
        label="Business account"
        data={accounts.items.map((account) => ({ value: String(account.id), label: account.name }))}
        value={selection.account === NONE ? null : String(selection.account)}
        placeholder={placeholderOf(accounts, 'None yet', 'Could not be loaded')}
        disabled={accounts.items.length === 0}
        onChange={(value) => value !== null && change({ account: Number(value) })}
      />
      <ResponsiveSelect
        label="Integration"
        data={withAll('All integrations', integrationOptions(integrationItems))}
        value={hasIntegrations ? String(selection.integration) : null}
        placeholder={selection.account === NONE ? (accounts.isPending ? 'Loading…' : 'None') : placeholderOf(integrations, 'No integrations', 'Could not be loaded')}
        disabled={!hasIntegrations}
        onChange={(value) => value !== null && change({ integration: Number(value) })}
      />
      <ResponsiveSelect
        label="Ad account"
        data={withAll('All ad accounts', adAccountItems.map((account) => ({ value: String(account.id), label: adAccountLabel(account) })))}
        value={adAccountItems.length > 0 ? String(selection.adAccount) : null}
        placeholder={
          selection.integration === NONE
            ? accounts.isPending || integrations.isPending
              ? 'Loading…'
              : hasIntegrations
                ? 'All ad accounts'
                : 'No ad accounts'
            : placeholderOf(adAccounts, 'No ad accounts', 'Could not be loaded')
        }
        disabled={adAccountItems.length === 0}
        onChange={(value) => value !== null && change({ adAccount: Number(value) })}
      />
      <Button
        type="submit"
        mt={{ base: 0, xs: 25 }}
        leftSection={<IconRefresh size={16} aria-hidden />}
        loading={isUpdating}
        disabled={!canUpdate}
      >
        Update
      </Button>
    </SimpleGrid>
  );
}
