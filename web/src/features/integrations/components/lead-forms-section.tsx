// The settings form's social-ad section (spec §2, §4): the Page, then its lead Forms, each tagged
// 'Is used!' when another integration already sends its leads.
import { Badge, Group, MultiSelect, Paper, Select, SimpleGrid, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EMPTY_SETTINGS_FORM, type TIntegrationSettingsForm } from '@shared/validation/integration-settings';

type TProps = {
  form: UseFormReturnType<TIntegrationSettingsForm>;
  pages: readonly { page_id: string; name: string }[];
  forms: readonly { lead_form_id: string; name: string; is_used: boolean }[];
  isFormsPending: boolean;
  invalid: ReadonlySet<string>;
};

export function LeadFormsSection({ form, pages, forms, isFormsPending, invalid }: TProps) {
  const { page_id, form_ids } = form.values;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Lead forms
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Page"
          placeholder={pages.length === 0 ? 'The lead-ads account reports no pages' : 'Search a page'}
          data={pages.map((page) => ({ value: page.page_id, label: page.name }))}
          value={page_id}
          onChange={(value) =>
            // Clearing the page resets the whole form (spec §4); another page starts its forms afresh.
            form.setValues(value === null ? EMPTY_SETTINGS_FORM : { page_id: value, form_ids: [] })
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
          placeholder={page_id === null ? 'Choose a page first' : isFormsPending ? 'Loading forms…' : 'Choose forms'}
          data={forms.map((item) => ({ value: item.lead_form_id, label: item.name }))}
          value={form_ids}
          onChange={(value) => form.setFieldValue('form_ids', value)}
          disabled={page_id === null}
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
  );
}
