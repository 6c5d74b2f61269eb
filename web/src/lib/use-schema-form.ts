// Forms on @mantine/form, checked by the shared zod rules (shared/validation, one rule set per field)
// through Mantine's own Standard Schema resolver (decision 055). A field's message shows after a
// submit and clears as the field is edited; the submit handler gets the schema's parsed output.
import { schemaResolver, useForm } from '@mantine/form';
import type { $ZodType } from 'zod/v4/core';

type TValues = Record<string, unknown>;

/** The schema's output for values it has just accepted (Standard Schema's public `validate`). */
const outputOf = <O>(schema: $ZodType<O>, values: unknown): O => {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise || result.issues) throw new Error('The form was submitted with values its schema refuses.');
  return result.value;
};

export function useSchemaForm<V extends TValues, O>(schema: $ZodType<O, V>, initialValues: V) {
  return useForm<V, O>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    transformValues: (values) => outputOf(schema, values),
  });
}
