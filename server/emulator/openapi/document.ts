// The OpenAPI 3.1 document of the gateway, generated from shared/contract with zod 4's own
// z.toJSONSchema: every endpoint with its method, path, parameters, request
// body, answers (the contract's success body, the error body of every refusal), the bearer
// scheme and the fault header (Prefer). Never written by hand: a new endpoint in the contract
// appears here at the next start.
import { z } from 'zod';
import * as admin from '../../../shared/contract/admin';
import * as auth from '../../../shared/contract/auth';
import * as businessAccounts from '../../../shared/contract/business-accounts';
import { ZErrorBody, pathParamNames } from '../../../shared/contract/define';
import { defOf } from '../../../shared/contract/schema-def';
import type { TEndpoint } from '../../../shared/contract/define';
import { endpoints } from '../../../shared/contract/endpoints';
import * as integrations from '../../../shared/contract/integrations';
import * as integrationNames from '../../../shared/contract/integration-names';
import * as leads from '../../../shared/contract/leads';
import * as notifications from '../../../shared/contract/notifications';
import * as perService from '../../../shared/contract/per-service';
import * as services from '../../../shared/contract/services';
import { PREFER_FAULT_KINDS, MAX_DELAY_MS } from '../faults/scenarios';
import { REFERENCE_LOGINS } from './reference-copy';
import { CONTROL_TAG, CONTROL_TAG_DESCRIPTION, controlPaths } from './control-paths';
import { ZNearMiss } from '../near-misses';
import { PASSWORD_MIN_LENGTH } from '../../../shared/validation/fields';
import { ZPasswordResetConfirmFields } from '../../../shared/validation/password-reset-confirm';
import { ZRegisterFields } from '../../../shared/validation/register';

type TJsonSchema = Record<string, unknown>;

const TAGS: [string, string, Record<string, unknown>][] = [
  ['Authentication and profile', 'Sign-up, sign-in, password reset, the profile and invites.', auth],
  ['Business accounts', "The caller's business accounts.", businessAccounts],
  ['Services and records', 'Services, integration and export records, auth data.', services],
  ['Integrations', 'Lead-ads pages, forms and their CRM mappings.', integrations],
  ['Leads', "The emulator's own: leads arriving on active integrations, their delivery into the CRM, test leads and retries.", leads],
  [
    'Notifications',
    "The emulator's own: alerts for the signed-in user's business accounts (lead deliveries failing or recovered, grants expiring, syncs failing), read marks per user. Each alert is also mailed to the business account's owner (the outbox), at most one mail per integration or export an hour.",
    notifications,
  ],
  ['Integration names', "The emulator's own: what each integration connects (its page and forms) and the name people give it.", integrationNames],
  ['Per service', 'Insights, ad accounts and service users under a service path.', perService],
  ['Admin', 'Admin-only directory and synchronisation.', admin],
];

const tagOf = (endpoint: TEndpoint): string =>
  TAGS.find(([, , module]) => Object.values(module).includes(endpoint))?.[0] ?? 'Other';

const leafSchema = (schema: z.core.$ZodType): TJsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12', unrepresentable: 'any' });
  return rest as TJsonSchema;
};

/**
 * A new password's length is a refinement (an empty one says 'The field must not be empty' alone),
 * which JSON Schema cannot read: the document is told the length the emulator checks.
 */
const NEW_PASSWORDS = new Set<unknown>([ZRegisterFields.shape.password, ZPasswordResetConfirmFields.shape.password]);

/**
 * The input side of a pipe loses what its output side checks (an id's "whole number from 1", an
 * email's format): those are put back, so the document is as strict as the emulator. A number
 * (ids, pages) is documented as the integer the emulator wants; digit strings still pass.
 */
const keepPipeChecks = (context: { zodSchema: z.core.$ZodTypes; jsonSchema: TJsonSchema }): void => {
  if (NEW_PASSWORDS.has(context.zodSchema)) context.jsonSchema.minLength = PASSWORD_MIN_LENGTH;
  const def = defOf(context.zodSchema);
  if (def.type !== 'pipe') return;
  const { out: outSchema } = def as z.core.$ZodPipeDef;
  const out = defOf(outSchema).type;
  if (out === 'number') {
    const number = leafSchema(outSchema);
    // An exclusive 0 is, for whole numbers, a minimum of 1: what tools and people read best.
    if (number.type === 'integer' && typeof number.exclusiveMinimum === 'number') {
      number.minimum = Math.floor(number.exclusiveMinimum) + 1;
      delete number.exclusiveMinimum;
    }
    for (const key of Object.keys(context.jsonSchema)) delete context.jsonSchema[key];
    Object.assign(context.jsonSchema, number);
  } else if (out === 'string') {
    Object.assign(context.jsonSchema, leafSchema(outSchema));
  }
};

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a client sends or receives it. */
const jsonSchemaOf = (schema: z.core.$ZodType): TJsonSchema => {
  // io "input": requests are documented as clients write them, and answers as the emulator
  // sends them (the contract parses both from their input side).
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any', override: keepPipeChecks as never });
  return rest as TJsonSchema;
};

/**
 * Examples a tool generating requests from this document would otherwise get wrong: a login that
 * matches a demo account, a registration whose confirmation matches its password.
 */
const BODY_EXAMPLES: Record<string, Record<string, unknown>> = {
  login: { email: REFERENCE_LOGINS.client.email, password: REFERENCE_LOGINS.client.password },
  register: { email: 'new.person@example.com', password: 'correct-horse-battery', c_password: 'correct-horse-battery' },
};

/** The operations that answer 409 (a state that forbids the request now), and when. */
const CONFLICTS: Record<string, string> = {
  getInviteInfo: 'The invite was already used or declined',
  acceptInvite: 'The invite was already used or declined',
  declineInvite: 'The invite was already used or declined',
  sendTestLead: 'The integration is not active, or listens to no lead form',
  retryLeadDelivery: 'The lead was already delivered, or the integration is not active',
  adminStartSync: 'A synchronization of this integration is already running',
  adminStartSyncAccount: 'A synchronization of this integration is already running',
};

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'The body is not a JSON object',
  '401': 'No token, or an expired, tampered or revoked one',
  '403': 'Signed in, but not allowed (admin only, or not the owner)',
  '404': 'No such record, or an unknown path parameter',
  '413': 'The request body is larger than 256 KiB',
  '422': 'The request breaks the contract: `message` names the first field, `errors` lists every field',
  '429': 'Too many requests (fault scenario): `Retry-After` says after how many seconds to retry',
  '500': 'Something went wrong on the gateway side',
  '503': 'The gateway is unavailable (fault scenario)',
};

const errorResponse = (code: string, description = ERROR_RESPONSES[code]): Record<string, unknown> => ({
  description,
  ...(code === '429'
    ? { headers: { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 0 } } } }
    : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const PREFER_DESCRIPTION = [
  'Fault injection for this one request, in the form Prism uses: comma-separated `key=value` pairs.',
  '`code=NNN` answers with that status (400–599) and the error body (`code=429` adds `Retry-After`,',
  '`code=401` is an expired session); `delay=MS` waits that many milliseconds first',
  `(at most ${MAX_DELAY_MS}); \`fault=KIND\` applies a fault kind (${PREFER_FAULT_KINDS.join(', ')}).`,
  'Combinable: `Prefer: code=503, delay=200`. Ignored by a real gateway.',
  '`dialect=loose` answers this request in the loose dialect (`dialect=strict`: exactly this document),',
  'confirmed by `Preference-Applied: dialect=…`.',
].join(' ');

const operationOf = (name: string, endpoint: TEndpoint): Record<string, unknown> => {
  const schema = jsonSchemaOf(endpoint.request);
  const properties = (schema.properties ?? {}) as Record<string, TJsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const inPath = pathParamNames(endpoint.path);

  const parameters: Record<string, unknown>[] = inPath.map((param) => ({
    name: param,
    in: 'path',
    required: true,
    schema: properties[param] ?? { type: 'string' },
  }));
  let requestBody: Record<string, unknown> | undefined;
  const rest = Object.fromEntries(Object.entries(properties).filter(([key]) => !inPath.includes(key)));
  if (endpoint.method === 'GET') {
    for (const [param, paramSchema] of Object.entries(rest)) {
      parameters.push({ name: param, in: 'query', required: required.has(param), schema: paramSchema });
    }
  } else {
    const bodyRequired = [...required].filter((key) => !inPath.includes(key));
    const examples = BODY_EXAMPLES[name] ?? {};
    const withExamples = Object.fromEntries(Object.entries(rest).map(([key, property]) => [key, key in examples ? { ...property, examples: [examples[key]] } : property]));
    const bodySchema: TJsonSchema = { ...schema, properties: withExamples, required: bodyRequired };
    if (bodyRequired.length === 0) delete bodySchema.required;
    requestBody = { required: bodyRequired.length > 0, content: { 'application/json': { schema: bodySchema } } };
  }
  parameters.push({ $ref: '#/components/parameters/Prefer' });

  const errorCodes = ['404', '422', '429', '500', '503'];
  if (endpoint.method !== 'GET') errorCodes.unshift('400', '413');
  if (endpoint.access !== 'public') errorCodes.push('401', '403');
  const responses: Record<string, unknown> = {
    '200': { description: 'Success', content: { 'application/json': { schema: jsonSchemaOf(endpoint.response) } } },
  };
  if (CONFLICTS[name]) errorCodes.push('409');
  for (const code of errorCodes.sort()) responses[code] = errorResponse(code, code === '409' ? CONFLICTS[name] : undefined);

  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [tagOf(endpoint)],
    security: endpoint.access === 'public' ? [] : [{ bearer: [] }],
    'x-access': endpoint.access,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
};

export type TOpenApiDocument = {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, unknown>;
  [key: string]: unknown;
};

export const buildOpenApiDocument = (): TOpenApiDocument => {
  const paths: TOpenApiDocument['paths'] = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, TEndpoint][]) {
    const item = (paths[endpoint.path] ??= {});
    item[endpoint.method.toLowerCase()] = operationOf(name, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API gateway',
      version: '1.0.0',
      description: [
        'Every documented endpoint of the API gateway, generated from the contract in `shared/contract`.',
        'The emulated gateway (`npm run emulator`, or `npm start` without `GATEWAY_URL`) serves all of them on',
        `demo data (${REFERENCE_LOGINS.admin.email} / ${REFERENCE_LOGINS.admin.password}, ${REFERENCE_LOGINS.client.email} / ${REFERENCE_LOGINS.client.password}).`,
        'Fault scenarios (latency, 429, 500, 503, a hung answer, an expired token, a malformed body, a failure rate, the CRM down,',
        "the ad platform's rate limit with Retry-After, a grant the platform revoked)",
        'are switched per request with the `Prefer` header, at start with `EMULATOR_FAULTS`, or while it runs at',
        '`/emulator/scenarios` (from the machine it runs on only). A malformed body is a 200 whose body is not JSON.',
        'Answers follow this document exactly (the strict dialect, the default). The loose dialect',
        '(`EMULATOR_DIALECT=loose` at start, or `Prefer: dialect=loose` per request, answered with',
        '`Preference-Applied: dialect=loose`) writes them as real gateways do, within what the product spec allows,',
        'varied deterministically by the seed and the request: keys this document does not name (timestamps, `pivot`,',
        '`email_verified_at`), null fields and the user\'s business accounts left out, ids as digit strings, flags as 1/0,',
        '`auth_template` as an object, refusals as `{message, data}`, and 400, 409 and 422 refusals mostly as HTTP 200 with',
        '`success: false` (401, 403, 404 and 429 keep their status: clients act on it).',
        'A call to no operation is answered 404 with `near_misses`: up to three closest operations (method, path,',
        '`operationId`) and why each did not match (each a `NearMiss`); a path that other methods take answers 405',
        'with `Allow`. The request journal (`GET /emulator/requests`) keeps the same list, and each call\'s `operation`.',
        'Namespaces: the prefix `/ns/{name}` before every path here selects an isolated copy of the seeded data with its',
        'own sessions, journal, fault rules, snapshots and webhooks, made on its first call (`npm run emulator` and the package).',
      ].join(' '),
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [...TAGS.map(([name, description]) => ({ name, description })), { name: CONTROL_TAG, description: CONTROL_TAG_DESCRIPTION }],
    paths: { ...paths, ...controlPaths({ jsonSchemaOf, errorResponse }) },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token `POST /api/login` answers' },
      },
      schemas: { Error: jsonSchemaOf(ZErrorBody), NearMiss: jsonSchemaOf(ZNearMiss) },
      parameters: {
        Prefer: { name: 'Prefer', in: 'header', required: false, description: PREFER_DESCRIPTION, schema: { type: 'string' }, example: 'code=503, delay=200' },
      },
    },
  };
};

let cached: { document: TOpenApiDocument; json: string } | undefined;

/** The document and its JSON text, made on first use and kept (the contract does not change while it runs). */
export const openApiDocument = (): { document: TOpenApiDocument; json: string } => {
  if (!cached) {
    const document = buildOpenApiDocument();
    cached = { document, json: JSON.stringify(document) };
  }
  return cached;
};
