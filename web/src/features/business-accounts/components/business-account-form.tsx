// The add and edit forms of a business account: name and path, no validation (spec §5).
import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { TBusinessAccountForm } from '@shared/validation/business-account';

/** What Path is for, under the field (spec §5: no rule, so this is a hint, not a check); the example never breaks at its hyphen. */
const PATH_DESCRIPTION = (
  <>
    A short identifier for this account, such as <span style={{ whiteSpace: 'nowrap' }}>bluebird-media</span>.
  </>
);

type TProps = {
  heading: string;
  submitLabel: string;
  initialValues: TBusinessAccountForm;
  isPending: boolean;
  onSubmit: (values: TBusinessAccountForm) => void;
  onCancel?: () => void;
};

export function BusinessAccountForm({ heading, submitLabel, initialValues, isPending, onSubmit, onCancel }: TProps) {
  const [values, setValues] = useState(initialValues);
  return (
    <form
      aria-label={heading}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {/* Two equal columns whose labels and inputs line up; Path's line sits under its input. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label="Name" value={values.name} onChange={(event) => setValues({ ...values, name: event.currentTarget.value })} />
          <TextInput label="Path" description={PATH_DESCRIPTION} inputWrapperOrder={['label', 'input', 'description', 'error']} value={values.path} onChange={(event) => setValues({ ...values, path: event.currentTarget.value })} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={isPending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
