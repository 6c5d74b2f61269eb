// The auth-data form built from a service's auth template (spec §3, §5): every non-checkbox field is required.
import { z } from 'zod';
import type { TAuthDataToCreate } from '../contract/services';
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

export type TAuthDataContext = {
  /** The service the auth data is for, as the catalogue lists it. */
  service: { id: number; service_path: string; is_active: boolean };
  /** 'integration': the service receives the leads; 'export': the service is the one exported from. */
  serviceType: 'integration' | 'export';
  userId: number;
  baId: number;
  /** The record being completed (step 2, an export's settings); none when the auth data creates it. */
  integrationsExportsId?: number | null;
  /** A saved entry of the user for this service, instead of typed values. */
  authId?: number;
};

/**
 * "Auth data to create" (spec §3): the template values plus the record, the caller, the business
 * account, the service on its side with its status, the kind, a disabled and inactive start, and
 * the domain, defaulting to the service path.
 */
export function toAuthDataToCreate(values: Record<string, string | boolean>, context: TAuthDataContext): TAuthDataToCreate {
  const { service } = context;
  const typedDomain = typeof values.domain === 'string' ? values.domain.trim() : '';
  const payload: TAuthDataToCreate = {
    ...values,
    created_by: context.userId,
    ba_id: context.baId,
    sending_service_status: service.is_active,
    service_type: context.serviceType,
    is_active: false,
    status: 'disabled',
    domain: typedDomain === '' ? service.service_path : typedDomain,
  };
  if (context.serviceType === 'integration') payload.receiving_service_id = service.id;
  else payload.sending_service_id = service.id;
  if (context.integrationsExportsId != null) payload.integrations_exports_id = context.integrationsExportsId;
  if (context.authId !== undefined) payload.auth_id = context.authId;
  return payload;
}
