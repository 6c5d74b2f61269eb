// Integration Settings (spec §2 "Configure the integration"): opens filled in with what was
// saved; an integration still waiting for its data reception service is sent back to step 2.
// Two tabs at the top, Settings and Leads (the delivery log), the chosen one in the URL (`?tab`),
// so the log is one click away and a link (an alert, the list's failed count) opens it.
import { Alert, Anchor, Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { toSettingsForm } from '@shared/validation/integration-settings';
import { useUserId } from '@/lib/current-business-account';
import { isRefusal, readCallError } from '@/lib/trpc-error';
import { LoadError, loadFailureOf } from '@/components/ui/load-error';
import { useIntegrationInfo } from '../api/integration-settings';
import { SettingsForm } from '../components/settings-form';
import { IntegrationNameForm } from '../components/integration-name-form';
import { useIntegrationTitles } from '../api/integration-titles';
import { LeadDeliveries } from '@/components/domain/lead-deliveries';
import { usePrefetchLeadDeliveries } from '@/lib/api/lead-deliveries';

const TAB_PARAM = 'tab';
type TTab = 'settings' | 'leads';

function useTab(): [TTab, (next: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get(TAB_PARAM) === 'leads' ? 'leads' : 'settings';
  const setTab = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'leads') updated.set(TAB_PARAM, 'leads');
      else updated.delete(TAB_PARAM);
      return updated;
    });
  return [tab, setTab];
}

function IntegrationSettingsRoute() {
  const integrationId = Number(useParams().integrations_exports_id);
  const [tab, setTab] = useTab();
  const userId = useUserId();
  const info = useIntegrationInfo(userId, integrationId);
  // The delivery log's call goes out with the settings' own, whichever tab opens.
  usePrefetchLeadDeliveries(userId, integrationId > 0 ? integrationId : null);
  // So are the titles the name form reads.
  useIntegrationTitles(userId);

  // Only a refusal (404, not yours) means "not found"; a gateway that failed gets Try again.
  const failure = loadFailureOf(info);
  if (failure && !isRefusal(readCallError(info.error))) return <LoadError title="The integration could not be loaded" {...failure} />;
  if (info.isError) {
    return (
      <Alert color="red" title="Integration not found">
        {readCallError(info.error).message || 'This integration does not exist or is not yours.'}
      </Alert>
    );
  }
  if (!info.data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Loading the integration settings">
        <Skeleton height={110} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }

  const { integration, keepin, fb_lf_page, config } = info.data.data;
  if (integration.receiving_service_id === null) {
    return (
      <Paper withBorder p="md" radius="md">
        <Alert color="yellow" title="No data reception service yet">
          Leads need somewhere to go: choose the data reception service and its auth data on{' '}
          <Anchor component={Link} to={`/integrations/${integration.id}/step2`}>
            step 2
          </Anchor>{' '}
          first.
        </Alert>
      </Paper>
    );
  }
  const crmFields = [...keepin.deal.fields, ...keepin.contact.fields, ...keepin.lead.fields];
  return (
    // Both panels stay mounted: unsaved settings survive a look at the leads.
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="settings">Settings</Tabs.Tab>
        <Tabs.Tab value="leads">Leads</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="settings">
        <Stack gap="lg">
          <IntegrationNameForm userId={userId} integration={integration} receivingName={integration.service.name} />
          <SettingsForm
            userId={userId}
            integrationId={integration.id}
            baId={integration.ba_id}
            receivingServiceId={integration.receiving_service_id}
            saved={config ? { id: config.id, auth_id: config.auth_id } : null}
            crm={keepin}
            pages={fb_lf_page.data}
            initialForm={config ? toSettingsForm(config, crmFields) : toSettingsForm({ form_ids: [], fields_map: [] })}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="leads">
        <Paper withBorder p="md" radius="md">
          <LeadDeliveries userId={userId} integrationId={integration.id} />
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}

export { IntegrationSettingsRoute as Component };
