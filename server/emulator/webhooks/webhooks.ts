// Webhooks the Standard Webhooks way (standardwebhooks.com): receivers registered in memory per
// emulator, each event POSTed as JSON with webhook-id, webhook-timestamp and webhook-signature
// (`v1,<base64 HMAC-SHA256>`, signed by the `standardwebhooks` package), retried with backoff on
// a failure or a timeout, and every delivery kept in a short log with its status and attempts.
import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { TLogger } from '../../logger';
import type { TWebhookEvent, TWebhookPayload } from './events';
import { WEBHOOK_EVENTS } from './events';
import { HttpError } from '../http-error';
import { receiverUrlRefusal } from './receiver-url';

/** Waits before the 2nd, 3rd, … attempt: six attempts within about 16 s, short enough for a test. */
export const RETRY_BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;
/** An answer slower than this counts as a failure (and is retried). */
export const DELIVERY_TIMEOUT_MS = 5_000;
/** Deliveries kept in the log, newest first. */
const LOG_MAX = 200;

export type TWebhookInput = { url: string; events?: TWebhookEvent[] };
export type TWebhook = { id: string; url: string; events: TWebhookEvent[]; secret: string; created_at: string };
export type TWebhookDelivery = {
  /** The webhook-id header: the same on every attempt, so receivers can skip repeats. */
  id: string;
  webhook_id: string;
  url: string;
  event: TWebhookEvent;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** The receiver's last HTTP status, null when it never answered. */
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
  payload: TWebhookPayload;
};

export type TWebhooks = {
  /** Throws HttpError 422 (with a sentence) for a URL that may not be called. */
  add: (input: TWebhookInput) => TWebhook;
  list: () => TWebhook[];
  remove: (id: string) => boolean;
  /** Removes the receivers added while running (those given at start stay). */
  clear: () => void;
  deliveries: () => TWebhookDelivery[];
  emit: (event: TWebhookEvent, data: Record<string, unknown>) => void;
  /** Reset: receivers added while running, the log and pending retries go; those given at start stay. */
  reset: () => void;
  /** Stops pending retries (the emulator is closing). */
  close: () => void;
};

const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export type TWebhooksOptions = {
  logger: TLogger;
  /** Receivers from the start (startEmulator({ webhooks })): a reset keeps them. */
  initial?: TWebhookInput[];
  /** Receivers on other hosts than this machine (--allow-remote-webhooks). Default: loopback only. */
  allowRemote?: boolean;
  /** Where this server listens, once it does: receivers there are refused, and never called. */
  ownUrl?: () => string | undefined;
};

export const createWebhooks = (options: TWebhooksOptions): TWebhooks => {
  const receivers = new Map<string, TWebhook & { isInitial: boolean }>();
  let log: TWebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let generation = 0;

  const add = (input: TWebhookInput, isInitial = false): TWebhook => {
    const refusal = receiverUrlRefusal(input.url, options.allowRemote ?? false, options.ownUrl?.());
    if (refusal) throw new HttpError(422, refusal, { url: [refusal] });
    const hook = { id: `wh_${randomUUID()}`, url: input.url, events: input.events?.length ? [...new Set(input.events)] : [...WEBHOOK_EVENTS], secret: newSecret(), created_at: new Date().toISOString() };
    receivers.set(hook.id, { ...hook, isInitial });
    return hook;
  };
  for (const input of options.initial ?? []) add(input, true);

  const attempt = async (delivery: TWebhookDelivery, secret: string, ofGeneration: number): Promise<void> => {
    if (ofGeneration !== generation) return;
    delivery.attempts += 1;
    // A receiver given before the port was known may turn out to be this server: never called.
    const itself = receiverUrlRefusal(delivery.url, true, options.ownUrl?.());
    if (itself) {
      Object.assign(delivery, { status: 'failed', last_status: null, last_error: itself, finished_at: new Date().toISOString() });
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const sentAt = new Date();
    const signature = new Webhook(secret).sign(delivery.id, sentAt, body);
    const controller = new AbortController();
    inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(), DELIVERY_TIMEOUT_MS);
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'portal-emulator-webhooks',
          'webhook-id': delivery.id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
        // A redirect could lead anywhere: the URL registered is the only one called.
        redirect: 'manual',
        signal: controller.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.last_status = response.status;
      delivery.last_error = response.ok ? null : `The receiver answered ${response.status}.`;
    } catch (error) {
      delivery.last_status = null;
      delivery.last_error = controller.signal.aborted ? `No answer within ${DELIVERY_TIMEOUT_MS} ms.` : `The receiver could not be reached (${(error as Error).message}).`;
    } finally {
      clearTimeout(timer);
      inFlight.delete(controller);
    }
    if (ofGeneration !== generation) return;
    if (delivery.last_error === null) {
      delivery.status = 'delivered';
      delivery.finished_at = new Date().toISOString();
      return;
    }
    const wait = RETRY_BACKOFF_MS[delivery.attempts - 1];
    if (wait === undefined) {
      delivery.status = 'failed';
      delivery.finished_at = new Date().toISOString();
      options.logger.warn('webhook delivery gave up', { url: delivery.url, event: delivery.event, attempts: delivery.attempts });
      return;
    }
    const retry = setTimeout(() => {
      timers.delete(retry);
      void attempt(delivery, secret, ofGeneration);
    }, wait);
    retry.unref();
    timers.add(retry);
  };

  const clear = () => {
    for (const [id, hook] of receivers) if (!hook.isInitial) receivers.delete(id);
  };

  const stopPending = () => {
    generation += 1;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const controller of inFlight) controller.abort();
  };

  return {
    add: (input) => add(input),
    list: () => [...receivers.values()].map(({ isInitial: _initial, ...hook }) => hook),
    remove: (id) => receivers.delete(id),
    deliveries: () => log.map((delivery) => ({ ...delivery })),
    emit: (event, data) => {
      const payload: TWebhookPayload = { type: event, timestamp: new Date().toISOString(), data };
      for (const hook of receivers.values()) {
        if (!hook.events.includes(event)) continue;
        const delivery: TWebhookDelivery = {
          id: `msg_${randomUUID()}`,
          webhook_id: hook.id,
          url: hook.url,
          event,
          status: 'pending',
          attempts: 0,
          last_status: null,
          last_error: null,
          created_at: payload.timestamp,
          finished_at: null,
          payload,
        };
        log = [delivery, ...log].slice(0, LOG_MAX);
        // After the answer that caused it: a receiver calling back finds the change made.
        const ofGeneration = generation;
        const first = setTimeout(() => {
          timers.delete(first);
          void attempt(delivery, hook.secret, ofGeneration);
        }, 0);
        timers.add(first);
      }
    },
    clear,
    reset: () => {
      stopPending();
      log = [];
      clear();
    },
    close: stopPending,
  };
};
