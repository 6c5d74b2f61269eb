// Schemas shared by several contract domains: ids, service paths, the records of spec §3.
import { z } from 'zod';
import { requiredEmail, withoutSpoofing } from '../validation/fields';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { ROLES, SERVICE_PATHS, SERVICE_TYPES, SYNC_STATUSES } from '../constants';

/** Missing or null: 'The field must not be empty'; anything else that is not a number: `message`. */
const numberError = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.required : message);

/** A number, or digits as query strings carry them; never a boolean or other text. */
export const numeric = (message: string) =>
  z.union([z.number({ error: numberError(message) }), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/, message).transform(Number)], {
    error: numberError(message),
  });

/** A positive integer id. */
export const ZId = numeric('Must be a number').pipe(
  z.number().int('Must be a whole number').positive('Must be a positive id').max(Number.MAX_SAFE_INTEGER),
);
export const ZPage = numeric('The page must be a number').pipe(z.number().int().min(1).max(100_000)).default(1);
export const ZServicePath = z.enum(SERVICE_PATHS, { error: 'Unknown service path' });
/** Free text: trimmed, at most `max` characters, and nothing that spoofs (its sentence names `field`). */
export const ZText = (max = 255, field = 'The text') => z.string().trim().max(max, `Must be at most ${max} characters`).check(withoutSpoofing(field));
export const ZOptionalText = (max = 255, field = 'The text') => ZText(max, field).nullish();
export const ZEmail = requiredEmail();
/** ISO calendar date, as the API carries dates (the UI shows dd-MM-yyyy). */
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .meta({ format: 'date' });
/** Query strings and forms send booleans as 1/0/true/false; JSON may send real booleans. */
export const ZFlag = z.union([
  z.boolean(),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
  z.enum(['1', 'true', 'on', 'active']).transform(() => true),
  z.enum(['0', 'false', 'off', 'inactive']).transform(() => false),
]);
/** `service_response.success` is 1 on success where the spec reads it. */
export const ZServiceSuccess = z.union([z.literal(0), z.literal(1)]);

export const ZBusinessAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBusinessAccount = z.infer<typeof ZBusinessAccount>;

export const ZUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  project_path: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  telegram: z.string().nullable(),
  facebook: z.string().nullable(),
  businessAccounts: z.array(ZBusinessAccount),
  currentBusinessAccount: ZBusinessAccount.nullable(),
});
export type TUser = z.infer<typeof ZUser>;

/** A user as admin lists show it (no business accounts). */
export const ZUserSummary = ZUser.omit({ businessAccounts: true, currentBusinessAccount: true });
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZService = z.object({
  id: z.number().int(),
  name: z.string(),
  info: z.string(),
  service_path: z.string(),
  path: z.string(),
  service: z.string(),
  type: z.enum(SERVICE_TYPES),
  is_active: z.boolean(),
  /** A JSON string of `{field_config}` or null when the service signs in with OAuth. */
  auth_template: z.string().nullable(),
});
export type TService = z.infer<typeof ZService>;

export const ZServiceSummary = ZService.pick({ id: true, name: true, service_path: true, type: true, info: true });

export const ZIntegrationExport = z.object({
  id: z.number().int(),
  integration_id: z.string(),
  name: z.string(),
  service: ZServiceSummary,
  service_type: z.enum(SERVICE_TYPES),
  receiving_service_id: z.number().int().nullable(),
  sending_service_id: z.number().int().nullable(),
  ba_id: z.number().int(),
  is_active: z.boolean(),
  api_key: z.string().nullable(),
  access_token: z.string().nullable(),
  /** When the service's grant (access_token) stops working, ISO timestamp; null: no expiry. Absent from older gateways. */
  token_expires_at: z.string().nullable().default(null),
  /** The grant is past its expiry by the gateway's clock: the export needs a Reconnect, as a revoked one. */
  token_expired: z.boolean().default(false),
  receiving_service_token: z.string().nullable(),
  created_by: z.number().int(),
  status: z.string(),
  date_finish_sync: z.string().nullable(),
  status_last_sync: z.enum(SYNC_STATUSES).nullable(),
});
export type TIntegrationExport = z.infer<typeof ZIntegrationExport>;

export const ZAdAccount = z.object({
  id: z.number().int(),
  account_id: z.string(),
  fb_id: z.string(),
  name: z.string(),
  balance: z.number(),
  currency: z.string(),
  is_active: z.boolean(),
  date_finish_sync: z.string().nullable(),
  status_last_sync: z.enum(SYNC_STATUSES).nullable(),
});
export type TAdAccount = z.infer<typeof ZAdAccount>;

export const ZSearchAdsAccount = z.object({
  id: z.number().int(),
  account_id: z.string(),
  manager: z.string(),
  level: z.string(),
  descriptive_name: z.string(),
  is_active: z.boolean(),
  date_finish_sync: z.string().nullable(),
  status_last_sync: z.enum(SYNC_STATUSES).nullable(),
});
export type TSearchAdsAccount = z.infer<typeof ZSearchAdsAccount>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });

/** A plain acknowledgement. */
export const ZMessage = z.object({ success: z.literal(true), message: z.string() });

/** The `service_response` envelope of the per-service and sync calls. */
export const serviceResponse = <T extends z.ZodType>(data: T) =>
  z.object({ service_response: z.object({ success: ZServiceSuccess, data }) });
