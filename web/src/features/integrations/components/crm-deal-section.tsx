// The settings form's CRM deal section (spec §2's order: Pipeline, Name, Amount, Currency, Stage,
// Source, Responsible), after the Create lead checkbox.
import { Checkbox, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TCrmInfo } from '@shared/contract/integrations';
import type { TIntegrationSettingsForm } from '@shared/validation/integration-settings';
import { CrmSelect } from './crm-select';

type TProps = {
  form: UseFormReturnType<TIntegrationSettingsForm>;
  crm: TCrmInfo;
  fieldError: (path: string) => string | undefined;
};

export function CrmDealSection({ form, crm, fieldError }: TProps) {
  const values = form.values;
  const stages = crm.deal.stages.filter((stage) => stage.funnel_id === values.pipeline_id);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        CRM deal
      </Title>
      <Stack gap="sm">
        <Checkbox label="Create lead" checked={values.create_lead} onChange={(event) => form.setFieldValue('create_lead', event.currentTarget.checked)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CrmSelect
            label="Pipeline"
            emptyText="The CRM has no pipelines."
            data={crm.deal.funnels.map((funnel) => ({ value: String(funnel.id), label: funnel.title }))}
            value={values.pipeline_id}
            onChange={(value) => form.setValues({ pipeline_id: value, stage_id: null })}
          />
          <TextInput
            label="Name"
            value={values.deal_name}
            onChange={(event) => form.setFieldValue('deal_name', event.currentTarget.value)}
            error={fieldError('deal_name')}
          />
          <NumberInput
            label="Amount"
            min={0}
            value={values.deal_amount ?? ''}
            onChange={(value) => form.setFieldValue('deal_amount', typeof value === 'number' ? value : value === '' ? null : Number(value))}
          />
          <TextInput
            label="Currency"
            value={values.deal_currency}
            onChange={(event) => form.setFieldValue('deal_currency', event.currentTarget.value)}
            error={fieldError('deal_currency')}
          />
          {/* Always a control: it waits for a pipeline as Forms wait for a page. */}
          <Select
            label="Stage"
            placeholder={values.pipeline_id === null ? 'Choose a pipeline first' : stages.length === 0 ? 'This pipeline has no stages' : 'Choose stage'}
            data={stages.map((stage) => ({ value: String(stage.id), label: stage.name }))}
            value={values.stage_id === null ? null : String(values.stage_id)}
            onChange={(value) => form.setFieldValue('stage_id', value === null ? null : Number(value))}
            disabled={values.pipeline_id === null || stages.length === 0}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear stage' }}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <CrmSelect
            label="Source"
            emptyText="The CRM has no sources."
            data={crm.sources.map((source) => ({ value: String(source.id), label: source.name }))}
            value={values.source_id}
            onChange={(value) => form.setFieldValue('source_id', value)}
          />
          <CrmSelect
            label="Responsible"
            emptyText="The CRM has no users."
            data={crm.users.map((user) => ({ value: String(user.id), label: user.name }))}
            value={values.responsible_id}
            onChange={(value) => form.setFieldValue('responsible_id', value)}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
