// The mapping section (spec §2, §4): each row pairs a CRM field with a form field, a CRM list
// value (list-type fields, type crm) or custom text (the 'custom' option, type facebook). The
// form field waits for a CRM field; clearing the CRM field resets the row.
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TCrmField } from '@shared/contract/integrations';
import { CUSTOM_FIELD_OPTION } from '@shared/constants';
import { EMPTY_MAPPING_ROW, type TMappingRow } from '@shared/validation/integration-settings';

/** The CRM field kind whose values come from the CRM's own list (spec §4). */
const LIST_FIELD_TYPE = 'list';

export type TCrmFieldGroup = { group: string; fields: readonly TCrmField[] };
export type TQuestion = { key: string; label: string };

type TProps = {
  rows: readonly TMappingRow[];
  crmGroups: readonly TCrmFieldGroup[];
  questions: readonly TQuestion[];
  /** Invalid fields to highlight, by path such as 'fields_map.2.form_id'. */
  invalid: ReadonlySet<string>;
  onChange: (rows: TMappingRow[]) => void;
};

/** A row once its CRM field is chosen: list fields take a CRM list value, others a form field or text. */
export function rowForCrmField(field: TCrmField | undefined): TMappingRow {
  if (!field) return EMPTY_MAPPING_ROW;
  const isList = field.field_type === LIST_FIELD_TYPE;
  return {
    ...EMPTY_MAPPING_ROW,
    crm_id: field.id,
    type_select: isList ? 'crm' : 'facebook',
    options: isList ? field.options : [],
    crm_field_type: field.field_type,
    crm_field_name: field.name,
  };
}

export function MappingRows({ rows, crmGroups, questions, invalid, onChange }: TProps) {
  const fieldsById = new Map(crmGroups.flatMap((group) => group.fields.map((field) => [field.id, field] as const)));
  const crmData = crmGroups
    .filter((group) => group.fields.length > 0)
    .map((group) => ({ group: group.group, items: group.fields.map((field) => ({ value: field.id, label: field.label })) }));
  const questionData = [...questions.map((question) => ({ value: question.key, label: question.label })), { value: CUSTOM_FIELD_OPTION, label: 'Custom text' }];

  const update = (index: number, row: TMappingRow) => onChange(rows.map((candidate, at) => (at === index ? row : candidate)));

  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Text c="dimmed" size="sm">
          No mapping rows yet: each row sends one answer of the lead form (or a fixed text) to a CRM field.
        </Text>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        const at = `fields_map.${index}`;
        const isCrmRow = row.type_select === 'crm';
        return (
          <Paper key={index} withBorder p="sm" radius="sm" role="group" aria-label={`Mapping row ${number}`}>
            <Group align="flex-start" wrap="wrap" gap="sm">
              <Select
                label={`CRM field ${number}`}
                placeholder="Choose a CRM field"
                data={crmData}
                value={row.crm_id}
                onChange={(value) => update(index, rowForCrmField(value === null ? undefined : fieldsById.get(value)))}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': `Clear CRM field ${number}` }}
                error={invalid.has(`${at}.crm_id`)}
                w={{ base: '100%', sm: 220 }}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={isCrmRow ? `CRM value ${number}` : `Form field ${number}`}
                placeholder={row.crm_id === null ? 'Choose a CRM field first' : isCrmRow ? 'Choose a value' : 'Choose a form field'}
                data={isCrmRow ? row.options.map((option) => ({ value: option.id, label: option.label })) : questionData}
                value={row.form_id}
                onChange={(value) => update(index, { ...row, form_id: value, form_text: value === CUSTOM_FIELD_OPTION ? row.form_text : '' })}
                disabled={row.crm_id === null}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': `Clear ${isCrmRow ? 'CRM value' : 'form field'} ${number}` }}
                error={invalid.has(`${at}.form_id`)}
                w={{ base: '100%', sm: 220 }}
                comboboxProps={{ withinPortal: true }}
              />
              {!isCrmRow && row.form_id === CUSTOM_FIELD_OPTION && (
                <TextInput
                  label={`Text ${number}`}
                  placeholder="Text sent as is"
                  value={row.form_text}
                  onChange={(event) => update(index, { ...row, form_text: event.currentTarget.value })}
                  error={invalid.has(`${at}.form_text`)}
                  w={{ base: '100%', sm: 220 }}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                mt={{ base: 0, sm: 26 }}
                aria-label={`Delete mapping row ${number}`}
                onClick={() => onChange(rows.filter((_, at2) => at2 !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onChange([...rows, EMPTY_MAPPING_ROW])}>
          Add mapping fields
        </Button>
      </Group>
    </Stack>
  );
}
