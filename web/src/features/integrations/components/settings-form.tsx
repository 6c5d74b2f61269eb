// Configure the integration (spec §2, §4, §5): the social-ad section (Page, Forms), the CRM deal
// section and the mapping, shown once forms are chosen; Save (inactive, no checks) and Save and
// activate (the six checks of spec §5 in order, then active and back to the list).
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import type { TCrmInfo } from '@shared/contract/integrations';
import {
  checkSaveAndActivate,
  EMPTY_SETTINGS_FORM,
  toSavePayload,
  type TIntegrationSettingsForm,
  type TSaveAndActivateIssue,
} from '@shared/validation/integration-settings';
import { formErrorLines } from '@/lib/trpc-error';
import { usePageForms, useSaveIntegrationSettings } from '../api/integration-settings';
import { LeadPreview } from './lead-preview';
import { MappingRows, type TCrmFieldGroup } from './mapping-rows';

const SAVE_FALLBACK = 'The settings could not be saved. Please try again.';

type TProps = {
  userId: number;
  integrationId: number;
  baId: number;
  receivingServiceId: number | null;
  /** The saved config's id and auth data, sent back with every save. */
  saved: { id: number; auth_id: number | null } | null;
  crm: TCrmInfo;
  pages: readonly { page_id: string; name: string }[];
  initialForm: TIntegrationSettingsForm;
};

/** A dropdown of CRM choices, or a sentence when the CRM has none (never an empty dropdown). */
function CrmSelect(props: {
  label: string;
  emptyText: string;
  data: { value: string; label: string }[];
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  if (props.data.length === 0) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {props.label}
        </Text>
        <Text size="sm" c="dimmed">
          {props.emptyText}
        </Text>
      </Stack>
    );
  }
  return (
    <Select
      label={props.label}
      placeholder={`Choose ${props.label.toLowerCase()}`}
      data={props.data}
      value={props.value === null ? null : String(props.value)}
      onChange={(value) => props.onChange(value === null ? null : Number(value))}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${props.label.toLowerCase()}` }}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function SettingsForm({ userId, integrationId, baId, receivingServiceId, saved, crm, pages, initialForm }: TProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState(initialForm);
  const [issues, setIssues] = useState<TSaveAndActivateIssue[]>([]);
  const [isChecked, setChecked] = useState(false);
  const pageForms = usePageForms(userId, integrationId, form.page_id);
  const save = useSaveIntegrationSettings();
  // Each refused Save and activate brings its alert into view and focus to the first invalid control.
  const [refusals, setRefusals] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    const alert = alertRef.current;
    if (!alert) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alert).focus({ preventScroll: true });
    alert.scrollIntoView({ block: 'start' });
  }, [refusals]);

  const change = (next: TIntegrationSettingsForm) => {
    setForm(next);
    // Once Save and activate has spoken, the highlights follow every change.
    if (isChecked) setIssues(checkSaveAndActivate(next));
  };
  const set = <K extends keyof TIntegrationSettingsForm>(key: K, value: TIntegrationSettingsForm[K]) => change({ ...form, [key]: value });

  const invalid = new Set(issues.map((issue) => issue.path.join('.')));
  const firstSpecIssue = issues.find((issue) => issue.isSpecCheck);
  const fieldError = (path: string) => issues.find((issue) => !issue.isSpecCheck && issue.path.join('.') === path)?.message;
  const serverLines = formErrorLines(save.error, SAVE_FALLBACK);
  const errorText = firstSpecIssue?.message ?? serverLines[0];

  const forms = pageForms.data?.data.forms ?? [];
  const questions = pageForms.data?.data.questions ?? [];
  const hasForms = form.form_ids.length > 0;
  const stages = crm.deal.stages.filter((stage) => stage.funnel_id === form.pipeline_id);
  const crmGroups: TCrmFieldGroup[] = [
    { group: 'Deal', fields: crm.deal.fields },
    { group: 'Contact', fields: crm.contact.fields },
    { group: 'Lead', fields: crm.lead.fields },
  ];

  const submit = (isActivating: boolean) => {
    save.reset();
    if (isActivating) {
      const found = checkSaveAndActivate(form);
      setChecked(true);
      setIssues(found);
      if (found.length > 0) {
        setRefusals((count) => count + 1);
        return;
      }
    }
    const responsible = crm.users.find((user) => user.id === form.responsible_id);
    const payload = toSavePayload(form, {
      integrationId,
      baId,
      userId,
      isActivating,
      responsibleName: responsible?.name ?? null,
      deliveryServiceId: receivingServiceId,
      configId: save.data?.data.id ?? saved?.id ?? null,
      authId: save.data?.data.auth_id ?? saved?.auth_id ?? null,
    });
    save.mutate(payload, {
      onSuccess: () => {
        if (isActivating) {
          void navigate('/integrations');
          return;
        }
        notifications.show({ color: 'green', title: 'Saved', message: 'The settings are saved; the integration stays inactive.' });
      },
      onError: () => setRefusals((count) => count + 1),
    });
  };

  return (
    <form
      ref={formRef}
      aria-label="Integration settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(true);
      }}
    >
      <Stack gap="lg">
        {errorText && (
          // Below the fixed top bar when scrolled to; focusable for a refusal no control is to blame for.
          <Alert ref={alertRef} color="red" title="Error!" role="alert" tabIndex={-1} style={{ scrollMarginTop: 80 }}>
            {errorText}
          </Alert>
        )}

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            Lead forms
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Page"
              placeholder={pages.length === 0 ? 'The lead-ads account reports no pages' : 'Search a page'}
              data={pages.map((page) => ({ value: page.page_id, label: page.name }))}
              value={form.page_id}
              onChange={(value) =>
                // Clearing the page resets the whole form (spec §4); another page starts its forms afresh.
                change(value === null ? EMPTY_SETTINGS_FORM : { ...form, page_id: value, form_ids: [] })
              }
              searchable
              clearable
              clearButtonProps={{ 'aria-label': 'Clear page' }}
              nothingFoundMessage="No page matches"
              error={invalid.has('page_id')}
              comboboxProps={{ withinPortal: true }}
            />
            <MultiSelect
              label="Forms"
              placeholder={form.page_id === null ? 'Choose a page first' : pageForms.isPending ? 'Loading forms…' : 'Choose forms'}
              data={forms.map((item) => ({ value: item.lead_form_id, label: item.name }))}
              value={form.form_ids}
              onChange={(value) => set('form_ids', value)}
              disabled={form.page_id === null}
              searchable
              clearable
              clearButtonProps={{ 'aria-label': 'Clear forms' }}
              error={invalid.has('form_ids')}
              comboboxProps={{ withinPortal: true }}
              renderOption={({ option }) => {
                const isUsed = forms.find((item) => item.lead_form_id === option.value)?.is_used === true;
                return (
                  <Group gap="xs" wrap="nowrap">
                    <span>{option.label}</span>
                    {isUsed && (
                      <Badge size="sm" color="red.9" variant="filled">
                        Is used!
                      </Badge>
                    )}
                  </Group>
                );
              }}
            />
          </SimpleGrid>
          {forms.some((item) => item.is_used) && (
            <Text size="xs" c="dimmed" mt="xs">
              Forms tagged &apos;Is used!&apos; already send their leads through another integration.
            </Text>
          )}
        </Paper>

        {hasForms && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              CRM deal
            </Title>
            <Stack gap="sm">
              <Checkbox label="Create lead" checked={form.create_lead} onChange={(event) => set('create_lead', event.currentTarget.checked)} />
              {/* Spec §2's order: Pipeline, Name, Amount, Currency, Stage, Source, Responsible. */}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <CrmSelect
                  label="Pipeline"
                  emptyText="The CRM has no pipelines."
                  data={crm.deal.funnels.map((funnel) => ({ value: String(funnel.id), label: funnel.title }))}
                  value={form.pipeline_id}
                  onChange={(value) => change({ ...form, pipeline_id: value, stage_id: null })}
                />
                <TextInput
                  label="Name"
                  value={form.deal_name}
                  onChange={(event) => set('deal_name', event.currentTarget.value)}
                  error={fieldError('deal_name')}
                />
                <NumberInput
                  label="Amount"
                  min={0}
                  value={form.deal_amount ?? ''}
                  onChange={(value) => set('deal_amount', typeof value === 'number' ? value : value === '' ? null : Number(value))}
                />
                <TextInput
                  label="Currency"
                  value={form.deal_currency}
                  onChange={(event) => set('deal_currency', event.currentTarget.value)}
                  error={fieldError('deal_currency')}
                />
                {/* Always a control: it waits for a pipeline as Forms wait for a page. */}
                <Select
                  label="Stage"
                  placeholder={form.pipeline_id === null ? 'Choose a pipeline first' : stages.length === 0 ? 'This pipeline has no stages' : 'Choose stage'}
                  data={stages.map((stage) => ({ value: String(stage.id), label: stage.name }))}
                  value={form.stage_id === null ? null : String(form.stage_id)}
                  onChange={(value) => set('stage_id', value === null ? null : Number(value))}
                  disabled={form.pipeline_id === null || stages.length === 0}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Clear stage' }}
                  searchable
                  comboboxProps={{ withinPortal: true }}
                />
                <CrmSelect
                  label="Source"
                  emptyText="The CRM has no sources."
                  data={crm.sources.map((source) => ({ value: String(source.id), label: source.name }))}
                  value={form.source_id}
                  onChange={(value) => set('source_id', value)}
                />
                <CrmSelect
                  label="Responsible"
                  emptyText="The CRM has no users."
                  data={crm.users.map((user) => ({ value: String(user.id), label: user.name }))}
                  value={form.responsible_id}
                  onChange={(value) => set('responsible_id', value)}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        )}

        {hasForms && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Mapping
            </Title>
            <MappingRows rows={form.fields_map} crmGroups={crmGroups} questions={questions} invalid={invalid} onChange={(rows) => set('fields_map', rows)} />
          </Paper>
        )}

        {hasForms && <LeadPreview form={form} crm={crm} questions={questions} />}

        <Group>
          <Button variant="default" onClick={() => submit(false)} loading={save.isPending && !save.variables?.activate}>
            Save
          </Button>
          <Button type="submit" loading={save.isPending && save.variables?.activate === true}>
            Save and activate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
