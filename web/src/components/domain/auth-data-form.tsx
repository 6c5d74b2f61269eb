// The auth data form built from a service's auth template (spec §3, §5): boolean fields are
// checkboxes, every other field required text; client_id is read-only and prefilled with the
// user id. Submit, and an error line with the server's message (spec §8).
import { useMemo } from 'react';
import type { z } from 'zod';
import { Button, Checkbox, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { AUTH_CLIENT_ID_FIELD, buildAuthDataFormSchema, isCheckboxField, type TAuthFieldConfig } from '@shared/validation/auth-data';
import { FormMessage } from '@/components/ui/form-message';
import { formErrorLines } from '@/lib/trpc-error';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useTestConnection } from '@/lib/api/auth-data';
import { readOnlyField } from '@/components/ui/read-only-field';

type TValues = Record<string, string | boolean>;

type TProps = {
  /** The accessible name of the form, e.g. "Auth data for Keepin CRM". */
  label: string;
  fieldConfig: TAuthFieldConfig;
  /** The service the values are for (Test connection asks it). */
  serviceId: number;
  userId: number;
  isPending: boolean;
  /** What the server said when it refused (shown as the form's error line). */
  errorLines: readonly string[];
  onSubmit: (values: TValues) => void;
  onCancel?: () => void;
};

const initialValuesOf = (fieldConfig: TAuthFieldConfig, userId: number): TValues =>
  Object.fromEntries(
    Object.entries(fieldConfig).map(([key, field]) => [key, isCheckboxField(field.type) ? false : key === AUTH_CLIENT_ID_FIELD ? String(userId) : '']),
  );

export function AuthDataForm({ label, fieldConfig, serviceId, userId, isPending, errorLines, onSubmit, onCancel }: TProps) {
  // The template decides the fields at run time, so the schema's type is a plain record of values.
  const schema = useMemo(() => buildAuthDataFormSchema(fieldConfig) as unknown as z.ZodType<TValues, TValues>, [fieldConfig]);
  const form = useSchemaForm(schema, initialValuesOf(fieldConfig, userId));
  const test = useTestConnection();
  const testLines = formErrorLines(test.error, 'The connection could not be tested. Please try again.');

  return (
    <form aria-label={label} noValidate onSubmit={form.onSubmit((values) => onSubmit(values))}>
      <Stack gap="sm">
        {Object.entries(fieldConfig).map(([key, field]) =>
          isCheckboxField(field.type) ? (
            <Checkbox
              key={key}
              label={field.title}
              name={key}
              checked={form.values[key] === true}
              onChange={(event) => form.setFieldValue(key, event.currentTarget.checked)}
            />
          ) : (
            <TextInput
              key={key}
              label={field.title}
              name={key}
              {...readOnlyField(key === AUTH_CLIENT_ID_FIELD)}
              autoComplete="off"
              value={String(form.values[key] ?? '')}
              onChange={(event) => form.setFieldValue(key, event.currentTarget.value)}
              error={form.errors[key]}
            />
          ),
        )}
        {test.data && (
          <List spacing={4} size="sm" aria-label="Test connection result" center>
            {test.data.data.steps.map((step) => (
              <List.Item
                key={step.step}
                icon={
                  step.is_ok ? (
                    <IconCircleCheck size={18} color="var(--mantine-color-green-9)" aria-label="Passed" />
                  ) : (
                    <IconCircleX size={18} color="var(--mantine-color-red-9)" aria-label="Failed" />
                  )
                }
              >
                <Text span size="sm">
                  {step.message}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        <FormMessage tone="error" lines={[...testLines, ...errorLines]} />
        <Group>
          <Button type="submit" loading={isPending}>
            Submit
          </Button>
          <Button
            variant="default"
            loading={test.isPending}
            onClick={() => form.onSubmit((values) => test.mutate({ ...values, service_id: serviceId }))()}
          >
            Test connection
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
