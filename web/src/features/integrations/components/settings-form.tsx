// Configure the integration (spec §2, §4, §5): the social-ad section (Page, Forms), the CRM deal
// section and the mapping, shown once forms are chosen; Save (inactive, no checks) and Save and
// activate (the six checks of spec §5 in order, then active and back to the list).
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import type { TCrmInfo } from '@shared/contract/integrations';
import { toSavePayload, type TIntegrationSettingsForm } from '@shared/validation/integration-settings';
import { formErrorLines } from '@/lib/trpc-error';
import { usePageForms, useSaveIntegrationSettings } from '../api/integration-settings';
import { CrmDealSection } from './crm-deal-section';
import { LeadFormsSection } from './lead-forms-section';
import { LeadPreview } from './lead-preview';
import { MappingRows, type TCrmFieldGroup } from './mapping-rows';
import { useSettingsForm } from './use-settings-form';

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

export function SettingsForm({ userId, integrationId, baId, receivingServiceId, saved, crm, pages, initialForm }: TProps) {
  const navigate = useNavigate();
  const { form, check, noteRefusal, invalid, fieldError, alertText, alertRef, formRef } = useSettingsForm(initialForm);
  const values = form.values;
  const pageForms = usePageForms(userId, integrationId, values.page_id);
  const save = useSaveIntegrationSettings();

  const errorText = alertText ?? formErrorLines(save.error, SAVE_FALLBACK)[0];
  const questions = pageForms.data?.data.questions ?? [];
  const hasForms = values.form_ids.length > 0;
  const crmGroups: TCrmFieldGroup[] = [
    { group: 'Deal', fields: crm.deal.fields },
    { group: 'Contact', fields: crm.contact.fields },
    { group: 'Lead', fields: crm.lead.fields },
  ];

  const submit = (isActivating: boolean) => {
    save.reset();
    if (isActivating && !check()) return;
    const responsible = crm.users.find((user) => user.id === values.responsible_id);
    const payload = toSavePayload(values, {
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
      onError: noteRefusal,
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

        <LeadFormsSection form={form} pages={pages} forms={pageForms.data?.data.forms ?? []} isFormsPending={pageForms.isPending} invalid={invalid} />

        {hasForms && <CrmDealSection form={form} crm={crm} fieldError={fieldError} />}

        {hasForms && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Mapping
            </Title>
            <MappingRows rows={values.fields_map} crmGroups={crmGroups} questions={questions} invalid={invalid} onChange={(rows) => form.setFieldValue('fields_map', rows)} />
          </Paper>
        )}

        {hasForms && <LeadPreview form={values} crm={crm} questions={questions} />}

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
