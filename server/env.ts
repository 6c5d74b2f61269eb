// Configuration, parsed once at boot. Nothing else reads process.env.
import { z } from 'zod';
import { isIsoDate } from '../shared/dates';
import { parseFaultsSetting } from './emulator/faults/scenarios';
import { DIALECTS } from './emulator/dialects';
import { HASHINGS } from '../db/password-hash';
import { isLoopbackHost } from './http/loopback-only';
import { parseTrustedProxies } from './http/client-address';

const ZEnv = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_PATH: z.string().min(1).default('data/portal.db'),
  /** Secret for the emulator's HS256 JWTs; generated once and kept beside the database when unset. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(60 * 60 * 24 * 30).default(60 * 60 * 12),
  /** Set: proxy mode, every gateway call goes to this origin. Unset: the emulator in this process. */
  GATEWAY_URL: z.string().url('GATEWAY_URL must be a URL such as http://127.0.0.1:4000').optional(),
  /** Proxy mode: every exchange with the gateway is written to this HAR 1.2 file, secrets redacted. */
  GATEWAY_RECORD: z.string().min(1).optional(),
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  /** The origin browsers use to reach this server; consent and reset links point to it. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Host names (comma-separated, no port) that reach this server's this-machine pages besides
   * localhost, IP addresses and PUBLIC_URL's host (server/http/host-allow-list.ts).
   */
  ALLOWED_HOSTS: z
    .string()
    .refine((text) => text.split(',').every((name) => /^[a-z0-9.-]*$/i.test(name.trim())), 'ALLOWED_HOSTS must be host names separated by commas, such as dev-box.lan,portal.test')
    .optional(),
  /**
   * `npm run emulator` only: the portal people return to from consent pages and that mail links
   * open, when a portal in proxy mode uses this emulator as its gateway. Unset: PUBLIC_URL.
   */
  PORTAL_URL: z
    .string()
    .url('PORTAL_URL must be a URL such as http://127.0.0.1:3000')
    .transform((url) => new URL(url).origin)
    .optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * How long an idle keep-alive connection stays open: longer than load balancers keep theirs
   * (60 s is common), so the balancer, not this server, closes it and never sends on a closed one.
   */
  HTTP_KEEP_ALIVE_MS: z.coerce.number().int().min(1_000).max(600_000).default(65_000),
  /** Deadline for a request's headers; above the keep-alive (Node measures it from the connection's first byte). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  /** Deadline for receiving a whole request (headers and body); at least the headers' deadline. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  /** SIGTERM/SIGINT: readiness fails at once, but new connections are still served this long, so a balancer notices. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  /** SIGTERM/SIGINT: from the signal to exit at most this long; connections still open then are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(25_000),
  /** Set: the emulator's "today" is frozen on this day (YYYY-MM-DD), for CI and screenshots. */
  EMULATOR_TODAY: z.string().refine(isIsoDate, 'EMULATOR_TODAY must be a date written YYYY-MM-DD, such as 2026-03-15').optional(),
  /**
   * The emulator's outbox (reset links: secrets) is served only to connections from this
   * machine. auto: only while HOST is a loopback address; on: also when HOST serves a network
   * (still to this machine only); off: never.
   */
  EMULATOR_OUTBOX: z.enum(['auto', 'on', 'off']).default('auto'),
  /**
   * How the emulator writes its answers: strict (exactly the contract) or loose (as real gateways
   * do, within the spec: extra fields, absent optionals, ids as text, refusals with 200).
   * One request may ask for either with `Prefer: dialect=loose|strict`.
   */
  EMULATOR_DIALECT: z.enum(DIALECTS, { error: 'EMULATOR_DIALECT must be strict or loose' }).default('strict'),
  /**
   * on: the emulator checks each of its own answers against the contract and answers 500 to a
   * mismatch (development sets it, as the contract suite does); off: the answer goes out as built.
   */
  EMULATOR_CHECK_ANSWERS: z.enum(['on', 'off'], { error: 'EMULATOR_CHECK_ANSWERS must be on or off' }).default('off'),
  /**
   * `npm run emulator` / `portal-emulator` only: `fast` hashes the seeded logins and every new
   * password with cheap scrypt parameters (a login in a few milliseconds), for test suites whose
   * emulator holds no real person's password. Refused while HOST serves a network.
   */
  EMULATOR_HASHING: z.enum(HASHINGS, { error: 'EMULATOR_HASHING must be standard or fast' }).default('standard'),
  /** `npm run emulator` only: at most this many namespaces (/ns/{name}) at once; past it the least recently used idle one is dropped. */
  EMULATOR_NAMESPACES_MAX: z.coerce
    .number({ error: 'EMULATOR_NAMESPACES_MAX must be a whole number from 1 to 1000' })
    .int({ error: 'EMULATOR_NAMESPACES_MAX must be a whole number from 1 to 1000' })
    .min(1, { error: 'EMULATOR_NAMESPACES_MAX must be a whole number from 1 to 1000' })
    .max(1000, { error: 'EMULATOR_NAMESPACES_MAX must be a whole number from 1 to 1000' })
    .default(64),
  /** Fault scenarios switched on at start: a JSON array of rules (see /emulator/scenarios). */
  EMULATOR_FAULTS: z
    .string()
    .transform((text, context) => {
      const parsed = parseFaultsSetting(text);
      if ('error' in parsed) {
        context.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.rules;
    })
    .optional(),
  /** json: one JSON line per event (production); pretty: the same made readable (`npm run dev`). */
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).default('json'),
  /** Set: /metrics is also served to a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Addresses and CIDR ranges of the balancers in front: only their X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z
    .string()
    .refine((text) => {
      try {
        parseTrustedProxies(text);
        return true;
      } catch {
        return false;
      }
    }, 'TRUSTED_PROXIES must be addresses or CIDR ranges separated by commas, such as 10.0.0.0/8,192.168.1.5')
    .optional(),
  /** Set: sign-in throttling is shared by every process through this Redis (or Valkey). */
  REDIS_URL: z.string().url('REDIS_URL must be a URL such as redis://127.0.0.1:6379').optional(),
  /** Set: spans are exported over OTLP/HTTP to this collector (e.g. http://127.0.0.1:4318). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url('OTEL_EXPORTER_OTLP_ENDPOINT must be a URL such as http://127.0.0.1:4318').optional(),
  /** Consecutive failed gateway calls (unreachable, timed out, 502/503/504) that open the breaker. */
  GATEWAY_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  /** How long the open breaker answers at once before it lets one probe call through. */
  GATEWAY_BREAKER_HALF_OPEN_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Idle kept-alive sockets to the gateway are closed after this, before the gateway closes them. */
  GATEWAY_IDLE_SOCKET_MS: z.coerce.number().int().min(100).max(600_000).default(4_000),
  /** Gateway calls allowed to wait for a socket beyond the 128 in use; more are refused at once. */
  GATEWAY_MAX_QUEUE: z.coerce.number().int().min(0).max(100_000).default(256),
})
  .refine((env) => !env.GATEWAY_RECORD || env.GATEWAY_URL, {
    path: ['GATEWAY_RECORD'],
    message: 'GATEWAY_RECORD records the exchanges with a real gateway: set GATEWAY_URL too (proxy mode)',
  })
  .refine((env) => env.EMULATOR_HASHING !== 'fast' || isLoopbackHost(env.HOST), {
    path: ['EMULATOR_HASHING'],
    message: 'fast hashing is for test suites on this machine: it cannot be used while HOST serves a network (set HOST=127.0.0.1)',
  })
  .transform((env) => {
    const headersMs = env.HTTP_HEADERS_TIMEOUT_MS ?? env.HTTP_KEEP_ALIVE_MS + 1_000;
    return { ...env, HTTP_HEADERS_TIMEOUT_MS: headersMs, HTTP_REQUEST_TIMEOUT_MS: env.HTTP_REQUEST_TIMEOUT_MS ?? Math.max(120_000, headersMs) };
  })
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_KEEP_ALIVE_MS, {
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
    message: 'HTTP_HEADERS_TIMEOUT_MS must be longer than HTTP_KEEP_ALIVE_MS',
  })
  .refine((env) => env.HTTP_REQUEST_TIMEOUT_MS >= env.HTTP_HEADERS_TIMEOUT_MS, {
    path: ['HTTP_REQUEST_TIMEOUT_MS'],
    message: 'HTTP_REQUEST_TIMEOUT_MS must be at least HTTP_HEADERS_TIMEOUT_MS',
  })
  .refine((env) => env.SHUTDOWN_TIMEOUT_MS > env.SHUTDOWN_DELAY_MS, {
    path: ['SHUTDOWN_TIMEOUT_MS'],
    message: 'SHUTDOWN_TIMEOUT_MS must be longer than SHUTDOWN_DELAY_MS',
  });

export type TEnv = z.infer<typeof ZEnv>;

/** Parses the environment (defaults for what it leaves out); throws a readable list when something is wrong. */
export const loadEnv = (source: Record<string, string | undefined> = process.env): TEnv => {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
};

/** The configuration with a command's options laid over the environment (`npm run emulator -- --port 4010`). */
export const loadEnvWith = (options: Partial<Record<keyof TEnv, string>>): TEnv => loadEnv({ ...process.env, ...options });

/** Whether the environment gives a setting itself rather than leaving it to its default. */
export const isSetInEnvironment = (name: keyof TEnv): boolean => Boolean(process.env[name]);
