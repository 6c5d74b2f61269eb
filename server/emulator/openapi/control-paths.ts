// The control section of the API document: the /emulator routes a test suite drives (here the
// webhooks), served to this machine only. Described from the same zod schemas the routes use.
import type { z } from 'zod';
import { WEBHOOK_EVENT_DESCRIPTIONS } from '../webhooks/events';
import { DELIVERY_TIMEOUT_MS, RETRY_BACKOFF_MS } from '../webhooks/webhooks';
import { ZDeliveryList, ZWebhookAnswer, ZWebhookInput, ZWebhookList, ZWebhookRemoved, ZWebhooksCleared } from '../webhooks/schemas';

type TJsonSchema = Record<string, unknown>;
type TTools = { jsonSchemaOf: (schema: z.core.$ZodType) => TJsonSchema; errorResponse: (code: string, description?: string) => Record<string, unknown> };

export const CONTROL_TAG = 'Emulator control';

export const CONTROL_TAG_DESCRIPTION =
  "The emulator's own routes for test suites, served to scripts on the machine it runs on only (403 otherwise): webhooks that call your receiver when a lead is delivered or fails, a sync finishes, or an export or integration is switched on or off.";

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
    '/emulator/webhooks/deliveries': {
      get: operation('listWebhookDeliveries', 'The delivery log, newest first: each event sent, its status (pending, delivered, failed) and attempts', {
        '200': ok(ZDeliveryList),
      }),
    },
  };
};
