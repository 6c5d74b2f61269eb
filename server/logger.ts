// The one structured logger (pino): one JSON line per event on stdout, `time`, `level` and
// `message` first. Secrets never reach a line: explicit paths are censored by pino, and every
// line's fields are redacted at any depth by the HAR rules (server/har/redact.ts: by key name,
// and by value for JWT-shaped strings and `Bearer …`), so there is one rule set for both.
import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import { redactJson, REDACTED } from './har/redact';

export type TLogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type TLogger = Record<Exclude<TLogLevel, 'silent'>, (message: string, fields?: Record<string, unknown>) => void>;
// A stream of log lines, named here rather than with pino's type: the package's declarations never
// name pino's types, whose consumers would need Node's.
type TLineStream = { write: (line: string) => unknown };

/** Paths pino censors before the by-value pass: the places a credential is known to travel. */
// No wildcards: they cost pino 5 µs a line (decision 045); redactJson covers every depth by name.
const REDACTED_PATHS = ['password', 'token', 'authorization', 'headers.authorization', 'headers.cookie', 'body.password', 'input.password'];

/** Errors as plain fields (an Error's own keys are not enumerable), their causes kept. */
const plainErrors = (value: unknown, depth = 0): unknown => {
  if (depth > 8) return '[too deep]';
  if (value instanceof Error) {
    const { cause } = value as { cause?: unknown };
    return { name: value.name, message: value.message, stack: value.stack, ...(cause === undefined ? {} : { cause: plainErrors(cause, depth + 1) }) };
  }
  if (Array.isArray(value)) return value.map((item) => plainErrors(item, depth + 1));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainErrors(item, depth + 1)]));
  return value;
};

const pinoOptions = (level: TLogLevel): pino.LoggerOptions => ({
  level,
  base: undefined,
  messageKey: 'message',
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: REDACTED_PATHS, censor: REDACTED },
  formatters: {
    level: (label) => ({ level: label }),
    // Most lines (the access log) hold only plain values: no Error to unfold then.
    log: (fields) => redactJson(Object.values(fields).some((value) => typeof value === 'object' && value !== null) ? plainErrors(fields) : fields) as Record<string, unknown>,
  },
});

/**
 * A file or descriptor written through pino's asynchronous destination (pino flushes it at exit).
 * Each line is handed on at once: gathering lines into bigger writes would hold a quiet
 * process's lines (a breaker opening) until more came.
 */
export const bufferedDestination = (dest: string | number): TLineStream => pino.destination({ dest, sync: false });

/** Where lines go: a function given each line (tests), a stream such as a pino destination, or stdout. */
type TLogSink = ((line: string) => void) | TLineStream;

const destinationOf = (sink: TLogSink | undefined): DestinationStream => {
  if (sink === undefined) return bufferedDestination(1);
  if (typeof sink === 'function') return { write: (line: string) => sink(line.endsWith('\n') ? line.slice(0, -1) : line) };
  return sink;
};

const facade = (instance: Logger): TLogger => ({
  debug: (message, fields) => instance.debug(fields ?? {}, message),
  info: (message, fields) => instance.info(fields ?? {}, message),
  warn: (message, fields) => instance.warn(fields ?? {}, message),
  error: (message, fields) => instance.error(fields ?? {}, message),
});

/**
 * A logger at `level`. Without `sink`, lines go to stdout through pino's buffered destination
 * (as pino advises for servers; pino flushes it when the process exits).
 */
export const createLogger = (level: TLogLevel, sink?: TLogSink): TLogger => facade(pino(pinoOptions(level), destinationOf(sink)));

/** The fields pino writes on every line, which the readable line shows in its own way. */
const LINE_KEYS = new Set(['time', 'level', 'message']);

/**
 * One readable line per event: a request as `POST auth.login 200 41.2 ms (gateway 38.1 ms) user 2`,
 * anything else as its message and its fields in compact JSON; an error's stack follows on its own lines.
 */
export const readableLine = (log: Record<string, unknown>): string => {
  const message = String(log.message ?? '');
  if (message === 'request' && typeof log.method === 'string' && typeof log.route === 'string') {
    const what = log.route.startsWith(`${log.method} `) ? log.route : `${log.method} ${log.route}`;
    const upstream = typeof log.upstreamMs === 'number' && log.upstreamMs > 0 ? ` (gateway ${log.upstreamMs} ms)` : '';
    const user = typeof log.userId === 'number' ? ` user ${log.userId}` : '';
    return `${what} ${String(log.status)} ${String(log.ms)} ms${upstream}${user}`;
  }
  const fields = Object.fromEntries(Object.entries(log).filter(([key]) => !LINE_KEYS.has(key)));
  const stack = (fields.error as { stack?: unknown } | undefined)?.stack;
  const listed = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields, (key, value: unknown) => (key === 'stack' ? undefined : value))}` : '';
  return `${message}${listed}${typeof stack === 'string' ? `\n${stack}` : ''}`;
};

/** `npm run dev`: the same events as readable lines by pino-pretty (a dev dependency, loaded only then). */
export const createPrettyLogger = async (level: TLogLevel): Promise<TLogger> => {
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({ messageKey: 'message', translateTime: 'SYS:HH:MM:ss.l', hideObject: true, messageFormat: (log) => readableLine(log) });
  return facade(pino(pinoOptions(level), stream));
};
