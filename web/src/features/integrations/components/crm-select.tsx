// A dropdown of CRM choices, or a sentence when the CRM has none (never an empty dropdown).
import { Select, Stack, Text } from '@mantine/core';

type TProps = {
  label: string;
  emptyText: string;
  data: { value: string; label: string }[];
  value: number | null;
  onChange: (value: number | null) => void;
};

export function CrmSelect(props: TProps) {
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
