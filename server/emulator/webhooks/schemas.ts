// The webhooks control routes' bodies as zod schemas: the routes validate with them and the API
// document (openapi/control-paths.ts) describes them from them.
import { z } from 'zod';
import { WEBHOOK_EVENTS } from './events';
import { WEBHOOK_URL_MESSAGES } from './receiver-url';

const EVENTS_RULE = `events must be a list of ${WEBHOOK_EVENTS.join(', ')}`;

export const ZWebhookInput = z.object({
  url: z
    .string({ error: WEBHOOK_URL_MESSAGES.notUrl })
    .max(2_048, { error: 'url must be at most 2048 characters' })
    .meta({ format: 'uri', examples: ['http://127.0.0.1:4100/hooks'], description: 'On this machine unless the emulator was started with --allow-remote-webhooks' }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: EVENTS_RULE }), { error: EVENTS_RULE })
    .optional()
    .meta({ description: 'The events to receive; default all' }),
});

const ZEvent = z.enum(WEBHOOK_EVENTS);

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(ZEvent),
  secret: z.string().meta({ description: 'whsec_<base64>: verify each delivery with it (the standardwebhooks package)' }),
  created_at: z.string(),
});

export const ZWebhookDelivery = z.object({
  id: z.string().meta({ description: 'The webhook-id header, the same on every attempt' }),
  webhook_id: z.string(),
  url: z.string(),
  event: ZEvent,
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  payload: z.object({ type: ZEvent, timestamp: z.string(), data: z.record(z.string(), z.unknown()) }),
});

const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const ZWebhookAnswer = envelope(ZWebhook);
export const ZWebhookList = envelope(z.array(ZWebhook));
export const ZDeliveryList = envelope(z.array(ZWebhookDelivery));
export const ZWebhookRemoved = envelope(z.object({ id: z.string() }));
export const ZWebhooksCleared = envelope(z.object({ cleared: z.literal(true) }));
