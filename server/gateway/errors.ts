// The one map from what the gateway did (a refusal, a failure, silence, nonsense) to a typed
// GatewayError with a message meant for people. Nothing here knows about tRPC.
import { isRecord } from '../../shared/is-record';
import { SERVER_MESSAGES } from '../../shared/validation/messages';

/** What people read when the gateway gave no message of its own (or one we must not pass on). */
export const GATEWAY_MESSAGES = {
  BAD_REQUEST: 'The request was not understood.',
  UNAUTHORIZED: SERVER_MESSAGES.unauthenticated,
  FORBIDDEN: 'You do not have access to this resource.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with the current state. Please reload and try again.',
  UNPROCESSABLE: 'Some fields are not valid.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  UPSTREAM_ERROR: 'The gateway could not complete the request. Please try again.',
  TIMEOUT: 'The gateway did not answer in time. Please try again.',
  UNREACHABLE: 'The gateway cannot be reached. Please try again later.',
  BAD_ANSWER: 'The gateway answered something unexpected.',
  CLIENT_GONE: 'The request was cancelled.',
} as const;

export type TGatewayErrorCode = keyof typeof GATEWAY_MESSAGES;

export class GatewayError extends Error {
  constructor(
    readonly code: TGatewayErrorCode,
    message: string = GATEWAY_MESSAGES[code],
    readonly details: {
      /** The gateway's field errors (409/422), passed on to the form. */
      fieldErrors?: Record<string, string[]>;
      /** The gateway's HTTP status, when it answered. */
      status?: number;
      /** Seconds the gateway asked us to wait (429 Retry-After). */
      retryAfterSeconds?: number;
      /** The message is the gateway's own (not one of GATEWAY_MESSAGES). */
      isGatewayMessage?: boolean;
      /** Answered at once by the open circuit breaker, without calling the gateway. */
      isCircuitOpen?: boolean;
      /** Refused at once: too many calls already wait for a socket to the gateway. */
      isQueueFull?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** 4xx statuses with a code of their own; any other 4xx is a BAD_REQUEST. */
const REFUSALS: Record<number, TGatewayErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
};

const linesOf = (value: unknown): string[] =>
  typeof value === 'string' ? (value.trim() ? [value] : []) : Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string' && line.trim() !== '') : [];

/** `status` and `message` of a profile save's data are its verdict, not field messages. */
const VERDICT_KEYS = new Set(['status', 'message', 'success']);

/** Field messages a refusal carries: `errors` (Laravel) and `data` (the spec's "message plus data"). */
const fieldErrorsOf = (body: Record<string, unknown>): Record<string, string[]> | undefined => {
  const found: Record<string, string[]> = {};
  for (const source of [body.errors, body.data]) {
    // Messages not keyed by field are the `data` field's.
    const fields = isRecord(source) ? Object.entries(source).filter(([field]) => !VERDICT_KEYS.has(field)) : [['data', source] as const];
    for (const [field, value] of fields) {
      const lines = linesOf(value);
      if (lines.length > 0) found[field] = lines;
    }
  }
  return Object.keys(found).length > 0 ? found : undefined;
};

/**
 * A refusal with the gateway's own message and field errors, read from its body as any gateway
 * writes it (`{message, data}`, `{success: false, message, errors}`); our message when it gave none.
 */
const refusalOf = (code: TGatewayErrorCode, body: unknown, details: GatewayError['details']): GatewayError => {
  const record = isRecord(body) ? body : {};
  const nested = isRecord(record.data) ? record.data.message : undefined;
  const gatewayMessage = typeof record.message === 'string' ? record.message : typeof nested === 'string' ? nested : '';
  const fieldErrors = fieldErrorsOf(record);
  const isGatewayMessage = gatewayMessage.trim() !== '';
  return new GatewayError(code, isGatewayMessage ? gatewayMessage : GATEWAY_MESSAGES[code], { ...details, isGatewayMessage, ...(fieldErrors ? { fieldErrors } : {}) });
};

/** `success: false` as gateways spell it. */
const isFalse = (value: unknown): boolean => value === false || value === 0 || value === '0' || value === 'false';

/**
 * A 2xx answer that says it failed (`success: false`): refused like a 4xx, with its message and
 * data. Null for any other answer.
 */
export const refusalInSuccess = (body: unknown, status: number): GatewayError | null =>
  isRecord(body) && isFalse(body.success) ? refusalOf('BAD_REQUEST', body, { status }) : null;

const readRetryAfter = (value: string | null): number | undefined => {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
};

/** A non-2xx answer (its body parsed, null if not JSON): refusals keep the gateway's message and field errors, 5xx never do. */
export const errorFromStatus = (status: number, body: unknown, headers: Pick<Headers, 'get'>): GatewayError => {
  const refusal = REFUSALS[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : undefined);
  if (!refusal) {
    // A 5xx body may hold the gateway's internals; a 3xx means it tried to send us elsewhere.
    return new GatewayError(status >= 500 ? 'UPSTREAM_ERROR' : 'BAD_ANSWER', undefined, { status });
  }
  return refusalOf(refusal, body, { status, ...(refusal === 'TOO_MANY_REQUESTS' ? { retryAfterSeconds: readRetryAfter(headers.get('retry-after')) } : {}) });
};

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
]);

const causeCodeOf = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * A call that failed without a complete answer: the network failed before an answer (refused,
 * reset, unknown host: unreachable), or the answer was cut off after it had begun (an answer
 * we cannot use). Our own deadline and a departed client arrive as GatewayErrors already.
 */
export const errorFromFailure = (error: unknown, hasAnswerBegun: boolean): GatewayError => {
  if (error instanceof GatewayError) return error;
  if (hasAnswerBegun) return new GatewayError('BAD_ANSWER');
  const code = causeCodeOf(error);
  if (code && NETWORK_CODES.has(code)) return new GatewayError('UNREACHABLE');
  // fetch rejects with a bare TypeError('fetch failed') for every other transport failure.
  if (error instanceof TypeError) return new GatewayError('UNREACHABLE');
  return new GatewayError('BAD_ANSWER');
};
