// Services, integration/export records, auth data and starting an export (spec §7, third table).
import { z } from 'zod';
import {
  ZFlag,
  ZId,
  ZIntegrationExport,
  ZMessage,
  ZService,
  ZServicePath,
  ZServiceSuccess,
  ZText,
} from './common';
import { defineEndpoint } from './define';

/** `sending` is the kind the auth step asks for (spec §9); it lists the export services. */
export const ZServiceKind = z.enum(['export', 'integration', 'sending', 'receiving'], { error: 'Unknown service type' });

const ZServicesWithRecords = z.object({
  success: z.literal(true),
  data: z.object({ services: z.array(ZService), integrations: z.array(ZIntegrationExport) }),
});

export const listServices = defineEndpoint({
  method: 'GET',
  path: '/api/services',
  access: 'user',
  summary: "Active services of a kind, with the user's records of them",
  request: z.object({ user_id: ZId, type: ZServiceKind }),
  response: ZServicesWithRecords,
});

export const listAllServices = defineEndpoint({
  method: 'GET',
  path: '/api/all-services',
  access: 'user',
  summary: 'Every service',
  request: z.object({}),
  response: z.object({ success: z.literal(true), data: z.object({ services: z.array(ZService) }) }),
});

export const ZAuthData = z.object({ id: z.number().int(), name: z.string(), service_id: z.number().int() });

export const getAuthData = defineEndpoint({
  method: 'GET',
  path: '/api/get-auth-data',
  access: 'user',
  summary: "The user's saved auth entries, optionally for one service",
  request: z.object({ user_id: ZId, service_id: ZId.optional() }),
  response: z.object({ success: z.literal(true), data: z.array(ZAuthData) }),
});

export const listIntegrationsExports = defineEndpoint({
  method: 'GET',
  path: '/api/integrations_exports',
  access: 'user',
  summary: "The user's integration and export records, optionally of one business account or type",
  request: z.object({
    user_id: ZId,
    ba_id: ZId.optional(),
    service_type: z.enum(['integration', 'export']).optional(),
  }),
  response: z.object({ success: z.literal(true), data: z.array(ZIntegrationExport) }),
});

/** The answer of the calls that start a connection: a URL the browser navigates to. */
export const ZConsentUrl = z.object({
  service_response: z.object({ success: ZServiceSuccess, data: z.string().url() }),
});

export const startExport = defineEndpoint({
  method: 'GET',
  path: '/api/{service_path}/state',
  access: 'user',
  summary: 'Start connecting an export: answers the consent URL',
  request: z.object({ service_path: ZServicePath, user_id: ZId, ba_id: ZId, integrations_exports_id: ZId.optional() }),
  response: ZConsentUrl,
});

/** A template field value: text, or a checkbox for boolean fields. */
const ZTemplateValue = z.union([z.string().max(1000), z.boolean(), z.number()]);

/**
 * "Auth data to create" of spec §3: the template fields plus the record, the caller, the
 * business account, the service (receiving for an integration, sending for an export) with its
 * status, the kind of record, a disabled and inactive start, and the domain (the service path
 * unless the template says otherwise).
 */
export const ZAuthDataToCreate = z
  .object({
    /** The record step 2 completes; absent when the auth data creates the record. */
    integrations_exports_id: ZId.optional(),
    created_by: ZId,
    ba_id: ZId,
    sending_service_id: ZId.optional(),
    receiving_service_id: ZId.optional(),
    sending_service_status: ZFlag,
    service_type: z.enum(['integration', 'export'], { error: "The service type must be 'integration' or 'export'" }),
    is_active: ZFlag.refine((isActive) => !isActive, 'New auth data starts inactive (is_active false)').meta({
      anyOf: [{ const: false }, { const: 0 }, { enum: ['0', 'false', 'off', 'inactive'] }],
      description: 'New auth data starts inactive',
    }),
    status: z.literal('disabled', { error: "New auth data starts with status 'disabled'" }),
    domain: ZText(120, 'Domain').min(1, 'The domain must not be empty'),
    name: ZText(120, 'Name').optional(),
    /** A saved auth entry of the caller for this service, used instead of typed template values. */
    auth_id: ZId.optional(),
  })
  .catchall(ZTemplateValue)
  .superRefine((body, ctx) => {
    if (body.service_type === 'integration' && body.receiving_service_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['receiving_service_id'], message: 'An integration needs its receiving service (receiving_service_id)' });
    }
    if (body.service_type === 'export' && body.sending_service_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sending_service_id'], message: 'An export needs its sending service (sending_service_id)' });
    }
  });
export type TAuthDataToCreate = z.input<typeof ZAuthDataToCreate>;

export const addAuthData = defineEndpoint({
  method: 'POST',
  path: '/api/add-auth-data',
  access: 'user',
  summary: "Save credentials for a service from its auth template and create the (disabled) record",
  request: ZAuthDataToCreate,
  response: z.object({ success: z.literal(true), message: z.string(), integrations_exports_id: z.number().int() }),
});

/**
 * The shape a service's API key or token must have (api_key, api_token): 16 to 64 letters,
 * digits, '-' or '_'. Test connection refuses any other shape at the credentials step.
 */
export const API_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const API_KEY_FIELDS = ['api_key', 'api_token'] as const;

export const ZConnectionStep = z.object({
  step: z.enum(['reach', 'credentials', 'pipelines']),
  is_ok: z.boolean(),
  message: z.string(),
});
export type TConnectionStep = z.infer<typeof ZConnectionStep>;

export const testAuthData = defineEndpoint({
  method: 'POST',
  path: '/api/test-auth-data',
  access: 'user',
  summary: "Try a service's auth template values before saving them: reached, credentials accepted, pipelines read",
  request: z.object({ service_id: ZId }).catchall(ZTemplateValue),
  response: z.object({
    success: z.literal(true),
    data: z.object({ is_connected: z.boolean(), steps: z.array(ZConnectionStep) }),
  }),
});

export const deleteAuthData = defineEndpoint({
  method: 'DELETE',
  path: '/api/delete-auth-data',
  access: 'user',
  summary: 'Forget the credentials of a receiving service by its token',
  request: z.object({ receiving_service_token: z.string().min(1).max(256) }),
  response: ZMessage,
});

export const deleteAuthDataOauth = defineEndpoint({
  method: 'DELETE',
  path: '/api/delete-auth-data-oauth',
  access: 'user',
  summary: 'Forget the OAuth grant of a sending service',
  request: z.object({ sending_service_id: ZId, access_token: z.string().min(1).max(256) }),
  response: ZMessage,
});

export const changeExportStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/change-export-status',
  access: 'user',
  summary: 'Switch an export on or off',
  request: z.object({ created_by: ZId, export_id: ZId, status: ZFlag }),
  response: z.object({ success: z.literal(true), data: ZIntegrationExport }),
});

