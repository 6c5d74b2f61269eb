// The auth-data form built from a service's auth template (spec §3, §5): every non-checkbox field is required.
import { z } from 'zod';
import { requiredText } from './fields';

/** field_config of an auth template: field key → {title, type}; type 'boolean' is a checkbox. */
export const ZAuthFieldConfig = z.record(z.string(), z.object({ title: z.string(), type: z.string() }));
export type TAuthFieldConfig = z.infer<typeof ZAuthFieldConfig>;

const ZAuthTemplate = z.object({ field_config: ZAuthFieldConfig });

/** The field the form prefills with the user's id and keeps read-only. */
export const AUTH_CLIENT_ID_FIELD = 'client_id';

export const isCheckboxField = (type: string) => type === 'boolean';

/** auth_template may arrive as an object or as a JSON string; anything unreadable means no template. */
export function readAuthFieldConfig(authTemplate: unknown): TAuthFieldConfig | null {
  let raw = authTemplate;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = ZAuthTemplate.safeParse(raw);
  return parsed.success ? parsed.data.field_config : null;
}

/** The zod schema of the generated form: checkboxes are booleans, every other field required text. */
export function buildAuthDataFormSchema(fieldConfig: TAuthFieldConfig) {
  const shape: Record<string, z.core.$ZodType> = {};
  for (const [key, field] of Object.entries(fieldConfig)) {
    shape[key] = isCheckboxField(field.type) ? z.boolean() : key === AUTH_CLIENT_ID_FIELD ? z.union([z.string().min(1), z.number()]) : requiredText();
  }
  return z.object(shape);
}
