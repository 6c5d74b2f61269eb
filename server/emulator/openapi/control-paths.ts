// The control section of the API document: the /emulator routes a test suite drives (here the
// webhooks), served to this machine only. Described from the same zod schemas the routes use.
import type { z } from 'zod';
import { WEBHOOK_EVENT_DESCRIPTIONS } from '../webhooks/events';
import { DELIVERY_TIMEOUT_MS, RETRY_BACKOFF_MS } from '../webhooks/webhooks';
import { ZDeliveryList, ZWebhookAnswer, ZWebhookInput, ZWebhookList, ZWebhookRemoved, ZWebhooksCleared } from '../webhooks/schemas';
import { ZVerify, ZVerifyHeld, ZVerifyRefusal } from '../control/verify';
import { ZCrmDealList, ZCrmPersonList } from '../control/crm';
import { ZJournalList } from '../control/journal-schema';
import { JOURNAL_MAX } from '../control/journal';
import { NAMESPACE_NAME, NAMESPACES_MAX_DEFAULT, ZNamespaceDropped, ZNamespaceList } from '../namespaces/schemas';

type TJsonSchema = Record<string, unknown>;
type TTools = { jsonSchemaOf: (schema: z.core.$ZodType) => TJsonSchema; errorResponse: (code: string, description?: string) => Record<string, unknown> };

export const CONTROL_TAG = 'Emulator control';

export const CONTROL_TAG_DESCRIPTION =
  "The emulator's own routes for test suites, served to scripts on the machine it runs on only (403 otherwise): webhooks that call your receiver when a lead is delivered or fails, a sync finishes, or an export or integration is switched on or off; a verdict on the calls received; the emulated CRM's people and deals; the namespaces of a shared emulator.";

const VERIFY_DESCRIPTION = [
  'Asserts from the request journal that calls of an operation happened: `count` exactly, and/or `atLeast` and `atMost`',
  '(none: at least 1; given together all apply). A call counts when it reached the operation (its `operationId`), was answered 2xx (or `status`:',
  'a code such as 422 or a class such as 4xx), and its body holds every field of `body` (objects compared as subsets;',
  'secret fields are kept redacted in the journal and cannot be matched). 409 when it does not hold, with up to 5 calls',
  "that came closest: the operation's calls that failed the status or body, then calls that reached no operation but",
  'named it among their near misses (a misspelt path); with too many calls, those counted. The journal keeps the last 1000 calls.',
].join(' ');

const CRM_DESCRIPTION = [
  'The emulated CRM behind each integration, as lead deliveries fill it: a person per email (stored lower-cased, so',
  'Anna.Smith@Example.com is anna.smith@example.com), and each deal on its person; a deal added to a person the CRM',
  'already had says so (`is_existing_person`), as the delivery log does ("added to an existing person").',
].join(' ');

const NAMESPACES_DESCRIPTION = [
  'Namespaces isolate users of one emulator (CI jobs, test workers): the prefix `/ns/{name}` before `/api` and `/emulator`',
  'selects a copy of the seeded data with its own sessions, journal, fault rules, snapshots and webhooks, made on first use.',
  `Names match \`${NAMESPACE_NAME.source}\`. At most ${NAMESPACES_MAX_DEFAULT} at once by default (\`EMULATOR_NAMESPACES_MAX\`): past it the`,
  'least recently used namespace with no call under way is dropped. Namespaces live as long as the emulator process.',
].join(' ');

/** How deliveries are made, for tools that render the document's Markdown (the operation's description). */
const WEBHOOKS_DESCRIPTION = [
  'Deliveries follow the Standard Webhooks specification: each event is POSTed as JSON `{type, timestamp, data}` with the',
  'headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256>` of `id.timestamp.body`',
  'with the secret this answers); verify them with the `standardwebhooks` package. A receiver that does not',
  `answer 2xx within ${DELIVERY_TIMEOUT_MS / 1000} s is tried again after ${RETRY_BACKOFF_MS.map((ms) => `${ms / 1000} s`).join(', ')}`,
  '(the same `webhook-id` every time). Receivers must be on this machine unless the emulator was started with',
  '`--allow-remote-webhooks`. `POST /emulator/reset` removes the receivers registered here and empties the delivery log.',
  'Events:',
  Object.entries(WEBHOOK_EVENT_DESCRIPTIONS)
    .map(([event, description]) => `\`${event}\`: ${description}`)
    .join('; '),
  '.',
].join(' ');

export const controlPaths = ({ jsonSchemaOf, errorResponse }: TTools): Record<string, Record<string, Record<string, unknown>>> => {
  const ok = (schema: z.core.$ZodType, description = 'Success') => ({ description, content: { 'application/json': { schema: jsonSchemaOf(schema) } } });
  const operation = (operationId: string, summary: string, responses: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    operationId,
    summary,
    tags: [CONTROL_TAG],
    security: [],
    'x-access': 'this-machine',
    parameters: [],
    ...extra,
    responses: { ...responses, '403': errorResponse('403', 'Not from the machine the emulator runs on, or from a web page of another site') },
  });
  // Each entry's near misses are the document's NearMiss schema.
  const journalAnswer = ok(ZJournalList);
  const entry = (journalAnswer.content['application/json'].schema as { properties: { data: { items: { properties: Record<string, Record<string, unknown>> } } } }).properties.data.items;
  entry.properties.near_misses = { ...entry.properties.near_misses, items: { $ref: '#/components/schemas/NearMiss' } };
  return {
    '/emulator/webhooks': {
      post: operation(
        'addWebhook',
        'Register a receiver of the emulator\'s events; the answer holds the secret its deliveries are signed with',
        { '201': ok(ZWebhookAnswer, 'Registered'), '400': errorResponse('400'), '422': errorResponse('422', 'A URL that is not http(s), not on this machine, or an unknown event') },
        { description: WEBHOOKS_DESCRIPTION, requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(ZWebhookInput) } } } },
      ),
      get: operation('listWebhooks', 'The registered receivers', { '200': ok(ZWebhookList) }),
      delete: operation('clearWebhooks', 'Remove the receivers registered while running (those given at start stay)', { '200': ok(ZWebhooksCleared) }),
    },
    '/emulator/webhooks/{id}': {
      delete: operation(
        'removeWebhook',
        'Remove one receiver',
        { '200': ok(ZWebhookRemoved), '404': errorResponse('404', 'No receiver with this id') },
        { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] },
      ),
    },
    '/emulator/requests': {
      get: operation('listRequests', `The request journal: the last ${JOURNAL_MAX} calls /api received, newest first, secrets redacted`, { '200': journalAnswer, '422': errorResponse('422', 'A filter that is not one') }, {
        description: 'Each entry: time, method, path, query, status, duration, the caller\'s user id, the body (passwords, tokens, keys and a lead\'s email and phone redacted), the `operation` it reached and, for a call that reached none, its `near_misses`. `POST /emulator/reset` and `DELETE /emulator/requests` empty it.',
        parameters: [
          { name: 'method', in: 'query', required: false, schema: { type: 'string', enum: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] } },
          { name: 'path', in: 'query', required: false, description: 'A path or a prefix of one', schema: { type: 'string', pattern: '^/' } },
          { name: 'status', in: 'query', required: false, description: 'A status code (422) or a class (4xx)', schema: { type: 'string', pattern: '^([1-5]\\d\\d|[1-5]xx)$' } },
          { name: 'operation', in: 'query', required: false, description: 'The operationId the calls reached', schema: { type: 'string', examples: ['login'] } },
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: JOURNAL_MAX } },
        ],
      }),
    },
    '/emulator/verify': {
      post: operation(
        'verifyCalls',
        'Assert that calls of an operation happened (a count, at least, at most), with the closest calls when they did not',
        {
          '200': ok(ZVerifyHeld, 'It holds: the calls counted'),
          '400': errorResponse('400'),
          '409': ok(ZVerifyRefusal, 'It does not hold: the calls that came closest'),
          '422': errorResponse('422', 'An unknown operationId, or a count outside atLeast–atMost'),
        },
        { description: VERIFY_DESCRIPTION, requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(ZVerify) } } } },
      ),
    },
    '/emulator/crm/persons': {
      get: operation(
        'listCrmPersons',
        "The emulated CRM's people of an integration, oldest first: a delivery finds a person by email (whatever its case) or creates one",
        { '200': ok(ZCrmPersonList), '404': errorResponse('404', 'No integration with this id'), '422': errorResponse('422', 'integration_id is not a whole number') },
        { description: CRM_DESCRIPTION, parameters: [{ name: 'integration_id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } }] },
      ),
    },
    '/emulator/crm/deals': {
      get: operation(
        'listCrmDeals',
        "The emulated CRM's deals (and CRM leads) of an integration, oldest first, each with its person_id and whether it was added to an existing person",
        { '200': ok(ZCrmDealList), '404': errorResponse('404', 'No integration with this id'), '422': errorResponse('422', 'integration_id is not a whole number') },
        { description: CRM_DESCRIPTION, parameters: [{ name: 'integration_id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } }] },
      ),
    },
    '/emulator/namespaces': {
      get: operation('listNamespaces', 'The namespaces in use: name, created, last used, bytes on disk', { '200': ok(ZNamespaceList) }, { description: NAMESPACES_DESCRIPTION }),
    },
    '/emulator/namespaces/{name}': {
      delete: operation(
        'dropNamespace',
        'Drop a namespace: its data, journal, fault rules and receivers (its next call makes it afresh)',
        { '200': ok(ZNamespaceDropped), '404': errorResponse('404', 'No namespace of this name'), '422': errorResponse('422', 'Not a namespace name') },
        { description: NAMESPACES_DESCRIPTION, parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string', pattern: NAMESPACE_NAME.source } }] },
      ),
    },
    '/emulator/webhooks/deliveries': {
      get: operation('listWebhookDeliveries', 'The delivery log, newest first: each event sent, its status (pending, delivered, failed) and attempts', {
        '200': ok(ZDeliveryList),
      }),
    },
  };
};
