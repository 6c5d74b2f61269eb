// Adding Integration. Step2 (spec §2): choose the data reception service, then its auth data
// ('Create new' and the saved entries of that service). Success goes to the settings (spec §4).
import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import type { TService } from '@shared/contract/common';
import { NEW_AUTH_OPTION_ID } from '@shared/constants';
import { SERVER_MESSAGES } from '@shared/validation/messages';
import { readAuthFieldConfig, toAuthDataToCreate } from '@shared/validation/auth-data';
import { DataTable } from '@/components/ui/data-table';
import { NO_SERVICES_TEXT } from '@/components/domain/services-modal';
import { useUserId } from '@/lib/current-business-account';
import { formErrorLines, readCallError } from '@/lib/trpc-error';
import { useAddAuthData, useSavedAuthData } from '@/lib/api/auth-data';
import { useReceivingServices } from '../api/get-services';
import { useIntegrationInfo } from '../api/integration-settings';
import { AuthDataForm } from '@/components/domain/auth-data-form';

/** Shown when the server refuses auth data without saying why. */
const AUTH_DATA_FALLBACK = 'The auth data could not be saved. Please try again.';

function IntegrationStep2Route() {
  const integrationId = Number(useParams().integrations_exports_id);
  const userId = useUserId();
  const navigate = useNavigate();
  const info = useIntegrationInfo(userId, integrationId);
  const services = useReceivingServices(userId);
  const [service, setService] = useState<TService | null>(null);

  if (info.isError) {
    return (
      <Alert color="red" title="Integration not found">
        {readCallError(info.error).message || 'This integration does not exist or is not yours.'}
      </Alert>
    );
  }

  const goToSettings = (id: number) => void navigate(`/integrations/${id}/settings`);

  return (
    <Paper withBorder p="md" radius="md">
      {service === null ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            Select a data reception service:
          </Title>
          <DataTable
            label="Data reception services"
            rows={services.data?.data.services}
            rowKey={(row) => row.id}
            isLoading={services.isPending}
            emptyText={NO_SERVICES_TEXT}
            columns={[
              { key: 'name', header: 'Name', role: 'title', cell: (row) => <Text fw={600}>{row.name}</Text>, isWrapping: true },
              { key: 'info', header: 'Info', cell: (row) => row.info, isWrapping: true },
              {
                key: 'select',
                header: <Text span size="sm" fw={700}>Actions</Text>,
                role: 'action',
                cell: (row) => (
                  <Button size="xs" aria-label={`Select ${row.name}`} onClick={() => setService(row)}>
                    Select
                  </Button>
                ),
              },
            ]}
          />
        </Stack>
      ) : info.data ? (
        <AuthStep
          key={service.id}
          service={service}
          userId={userId}
          integrationId={integrationId}
          baId={info.data.data.integration.ba_id}
          onChangeService={() => setService(null)}
          onDone={goToSettings}
        />
      ) : (
        <Skeleton height={120} />
      )}
    </Paper>
  );
}

type TAuthStepProps = {
  service: TService;
  userId: number;
  integrationId: number;
  baId: number;
  onChangeService: () => void;
  onDone: (integrationId: number) => void;
};

function AuthStep({ service, userId, integrationId, baId, onChangeService, onDone }: TAuthStepProps) {
  const saved = useSavedAuthData(userId, service.id);
  const add = useAddAuthData();
  const [choice, setChoice] = useState<string | null>(null);
  const [isFormShown, setFormShown] = useState(false);
  const fieldConfig = readAuthFieldConfig(service.auth_template);
  const context = { service, serviceType: 'integration' as const, userId, baId, integrationsExportsId: integrationId };
  const errorLines = formErrorLines(add.error, AUTH_DATA_FALLBACK);

  const nextStep = () => {
    if (choice === NEW_AUTH_OPTION_ID) {
      setFormShown(true);
      return;
    }
    add.mutate(toAuthDataToCreate({}, { ...context, authId: Number(choice) }), { onSuccess: (answer) => onDone(answer.integrations_exports_id) });
  };

  // 'Create new' always comes first (spec §2); the service's saved entries follow.
  const options = [
    { value: NEW_AUTH_OPTION_ID, label: 'Create new' },
    ...(saved.data?.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Add auth data:
        </Title>
        <Button variant="default" size="xs" onClick={onChangeService}>
          Change service
        </Button>
      </Group>
      <Text size="sm">
        Data reception service: <strong>{service.name}</strong>
      </Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Select auth"
          placeholder={saved.isPending ? 'Loading saved auth data…' : 'Choose auth data'}
          data={options}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setFormShown(false);
            add.reset();
          }}
          allowDeselect={false}
          w={280}
          comboboxProps={{ withinPortal: true }}
        />
        <Button onClick={nextStep} disabled={choice === null || isFormShown} loading={add.isPending && choice !== NEW_AUTH_OPTION_ID}>
          Next step
        </Button>
      </Group>
      {choice !== NEW_AUTH_OPTION_ID && <FormMessageIfAny lines={errorLines} />}
      {isFormShown && !fieldConfig && <FormMessageIfAny lines={[SERVER_MESSAGES.consentOnly]} />}
      {isFormShown && fieldConfig && (
        <AuthDataForm
          label={`Auth data for ${service.name}`}
          fieldConfig={fieldConfig}
          serviceId={service.id}
          userId={userId}
          isPending={add.isPending}
          errorLines={errorLines}
          onSubmit={(values) => add.mutate(toAuthDataToCreate(values, context), { onSuccess: (answer) => onDone(answer.integrations_exports_id) })}
        />
      )}
    </Stack>
  );
}

function FormMessageIfAny({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {lines.join(' ')}
    </Alert>
  );
}

export { IntegrationStep2Route as Component };
