// add-auth-data: checks the values against the service's auth template, then stores them and
// creates (or completes) the record, switched off and disabled (spec §3 "Auth data to create").
import type { TEndpointRequest } from '../../../../shared/contract/define';
import { ZAuthDataToCreate } from '../../../../shared/contract/services';
import type { addAuthData } from '../../../../shared/contract/services';
import { VALIDATION_MESSAGES, SERVER_MESSAGES } from '../../../../shared/validation/messages';
import { isCheckboxField, readAuthFieldConfig } from '../../../../shared/validation/auth-data';
import type { TAuthFieldConfig } from '../../../../shared/validation/auth-data';
import { findOwnAuthData, insertAuthData } from '../../../../db/queries/auth-data';
import { attachReceivingService, insertRecord } from '../../../../db/queries/integrations-exports';
import { findServiceByPath } from '../../../../db/queries/services';
import { assertMember } from '../../access';
import { assertSelf } from '../../caller';
import type { TCaller } from '../../caller';
import type { TEmulatorDeps } from '../../deps';
import type { TEndpointHandler } from '../../endpoint-handler';
import { HttpError, notFound } from '../../http-error';
import { generateCrmInfo } from '../../generate/connected-service';
import { ensureSocialPages, newIntegrationId, randomToken } from '../consent/connect-service';
import { requireActiveService, requireRecord } from '../lookups';

/** The contract's own fields; every other key of the body must be a template field. */
const KNOWN_KEYS = new Set(Object.keys(ZAuthDataToCreate.shape));

/** The integrations of the emulator send from the social-ad service unless told otherwise. */
const DEFAULT_SENDING_SERVICE_PATH = 'fb-sync';

/** Template values, or a 422 naming each wrong field: text required, checkboxes boolean, nothing extra. */
export const readTemplateValues = (fieldConfig: TAuthFieldConfig, body: Record<string, unknown>): Record<string, string | boolean> => {
  // Keys come from the client: maps without a prototype, and own keys only (`constructor` is
  // not a template field just because every object inherits one).
  const errors = Object.create(null) as Record<string, string[]>;
  const values = Object.create(null) as Record<string, string | boolean>;
  for (const key of Object.keys(body)) {
    if (!KNOWN_KEYS.has(key) && !Object.hasOwn(fieldConfig, key)) errors[key] = ['This field is not part of the service’s auth template'];
  }
  for (const [key, field] of Object.entries(fieldConfig)) {
    const value = body[key];
    if (isCheckboxField(field.type)) {
      if (value === undefined) values[key] = false;
      else if (typeof value === 'boolean') values[key] = value;
      else errors[key] = ['Must be true or false'];
      continue;
    }
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (text === '') errors[key] = [VALIDATION_MESSAGES.required];
    else values[key] = text;
  }
  const [firstKey, firstErrors] = Object.entries(errors)[0] ?? [];
  const title = firstKey && Object.hasOwn(fieldConfig, firstKey) ? fieldConfig[firstKey]?.title : undefined;
  if (firstKey) throw new HttpError(422, `${title ?? firstKey}: ${firstErrors?.[0] ?? ''}`, { ...errors });
  return { ...values };
};

const readSavedValues = (fields: string): Record<string, string | boolean> => {
  const parsed: unknown = JSON.parse(fields);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string | boolean>) : {};
};

/** Answers the id of the record the auth data belongs to. */
const saveAuthData = (deps: TEmulatorDeps, caller: TCaller, input: TEndpointRequest<typeof addAuthData>): number => {
  const isExport = input.service_type === 'export';
  // The service on the record's own side: what an integration receives with, what an export is of.
  const templated = requireActiveService(
    deps,
    (isExport ? input.sending_service_id : input.receiving_service_id) ?? 0,
  );
  if (templated.type !== input.service_type) {
    throw new HttpError(422, `This service cannot be added as ${isExport ? 'an export' : 'an integration'}`);
  }
  const fieldConfig = readAuthFieldConfig(templated.auth_template);
  if (!fieldConfig) throw new HttpError(422, SERVER_MESSAGES.consentOnly);
  const saved = input.auth_id === undefined ? undefined : findOwnAuthData(deps.db, input.auth_id, caller.id);
  if (input.auth_id !== undefined && (!saved || saved.service_id !== templated.id)) throw notFound('Auth data');
  // A saved entry brings its own values (checked when it was saved); typed values are checked now.
  const values = saved ? readSavedValues(saved.fields) : readTemplateValues(fieldConfig, input as Record<string, unknown>);
  const sending =
    isExport
      ? templated
      : input.sending_service_id !== undefined
        ? requireActiveService(deps, input.sending_service_id)
        : findServiceByPath(deps.db, DEFAULT_SENDING_SERVICE_PATH);
  if (!isExport && (!sending || sending.type !== 'export')) {
    throw new HttpError(422, 'An integration sends from an export service');
  }
  const existing =
    input.integrations_exports_id === undefined
      ? undefined
      : requireRecord(deps, caller, input.integrations_exports_id, {
          what: isExport ? 'Export' : 'Integration',
          serviceType: input.service_type,
          baId: input.ba_id,
        });
  if (existing && isExport && existing.service_id !== templated.id) {
    throw new HttpError(422, 'The auth data is for another service than this export');
  }
  const apiKey = typeof values.api_key === 'string' ? values.api_key : typeof values.api_token === 'string' ? values.api_token : randomToken(24);

  return deps.db.transaction(() => {
    let recordId = existing?.id;
    if (recordId === undefined) {
      recordId = insertRecord(deps.db, {
        integration_id: newIntegrationId(input.service_type),
        name: isExport ? `${templated.name} account` : `Lead forms → ${templated.name}`,
        service_id: templated.id,
        service_type: input.service_type,
        receiving_service_id: isExport ? null : templated.id,
        sending_service_id: sending?.id ?? null,
        ba_id: input.ba_id,
        api_key: apiKey,
        access_token: null,
        token_expires_at: null,
        receiving_service_token: isExport ? null : randomToken(36),
        created_by: input.created_by,
      });
    } else if (!isExport) {
      attachReceivingService(deps.db, recordId, {
        receiving_service_id: templated.id,
        name: `Lead forms → ${templated.name}`,
        api_key: apiKey,
        receiving_service_token: randomToken(36),
      });
    }
    if (!isExport) {
      // The CRM answers its funnels, fields and users once it has credentials; the sending
      // side's pages exist when the integration came from a consent page, else appear now.
      generateCrmInfo(deps.db, recordId);
      ensureSocialPages(deps.db, recordId);
    }
    if (saved) return recordId;
    insertAuthData(deps.db, {
      name: input.name || `${templated.name} (${input.domain})`,
      service_id: templated.id,
      user_id: input.created_by,
      ba_id: input.ba_id,
      integrations_exports_id: recordId,
      fields: JSON.stringify(values),
    });
    return recordId;
  });
};

/** POST add-auth-data: the caller's own, into a business account they belong to. */
export const storeAuthData: TEndpointHandler<typeof addAuthData> = (deps, caller, input) => {
  assertSelf(caller, input.created_by);
  assertMember(deps, caller, input.ba_id);
  const recordId = saveAuthData(deps, caller, input);
  return { success: true as const, message: 'Auth data saved', integrations_exports_id: recordId };
};
