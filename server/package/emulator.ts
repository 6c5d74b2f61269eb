// `startEmulator()`: the emulated gateway inside another team's test suite, one per test worker
// or one for the whole run with a namespace per worker (`emulator.namespace('worker-1')`).
// It is `npm run emulator` started in this process (server/emulator/serve.ts) on a throw-away
// database copied from the machine's shared seeded template, and its handle drives the same
// /emulator control routes a script would (reset, snapshots, journal, verify, fault scenarios);
// `connectEmulator(url)` drives one started elsewhere.
import type { TJournalEntry, TJournalFilter } from '../emulator/control/journal';
import type { TRestoreReport, TSnapshotInfo } from '../emulator/control/reports';
import type { TFaultRule, TFaultRuleInput } from '../emulator/faults/scenarios';
import type { TDialect } from '../emulator/dialects';
import type { THashing } from '../../db/password-hash';
import type { TWebhook, TWebhookDelivery, TWebhookInput } from '../emulator/webhooks/webhooks';
import type { TWebhookEvent, TWebhookPayload } from '../emulator/webhooks/events';
import type { TVerifyInput } from '../emulator/control/verify';
import { NAMESPACE_NAME, NAMESPACE_NAME_RULE } from '../emulator/namespaces/schemas';
import type { TNamespaceInfo } from '../emulator/namespaces/schemas';
import { verificationError } from './verification-error';
import { startEmulatorServer, throwAwayDatabase } from '../emulator/serve';
import { sharedTemplateFolder } from '../emulator/template-cache';
import { loadHarReplay } from '../har/replay';
import { createLogger } from '../logger';
import type { TLogLevel } from '../logger';

export type { TJournalEntry, TJournalFilter, TRestoreReport, TSnapshotInfo, TFaultRule, TFaultRuleInput, THashing, TWebhook, TWebhookDelivery, TWebhookInput, TWebhookEvent, TWebhookPayload, TNamespaceInfo };

export type TStartEmulatorOptions = {
  /** 0 (the default): a free port. */
  port?: number;
  /** Default 127.0.0.1 (the control routes answer this machine only). */
  host?: string;
  /** The demo seed (default 1). */
  seed?: number;
  /** YYYY-MM-DD: the emulator's today stays on this day. Default: the current day. */
  today?: string;
  /** A SQLite file kept after close(). Default: a throw-away copy of the seeded template, removed on close(). */
  database?: string;
  /** Where seeded templates are kept. Default: a folder in the machine's temporary folder shared by every emulator. */
  templates?: string;
  /** Fault rules on from the start (as EMULATOR_FAULTS). */
  faults?: TFaultRuleInput[];
  /** 'loose' answers as a real gateway may (extra fields, ids as digit strings, 200 refusals); default 'strict', the contract exactly. */
  dialect?: TDialect;
  /** A HAR file whose recorded answers are served first (as --replay). */
  replay?: string;
  /** Default 'warn'. */
  logLevel?: TLogLevel;
  /** The session tokens' secret (32+ characters). Default: generated beside the database. */
  jwtSecret?: string;
  /**
   * 'fast': cheap scrypt parameters for the seeded logins and every new password, so a login takes
   * a few milliseconds instead of about 300. For test suites only (no real person's password);
   * refused with a host that serves a network. Default 'standard'.
   */
  hashing?: THashing;
  /** Receivers of the emulator's events from the start, as `webhooks.add` (a reset keeps these). */
  webhooks?: TWebhookInput[];
  /** Receivers on other hosts than this machine. Default false: loopback only (the emulator is no SSRF tool). */
  allowRemoteWebhooks?: boolean;
  /** At most this many namespaces at once (EMULATOR_NAMESPACES_MAX); the least recently used idle one makes room. Default 64. */
  namespacesMax?: number;
};

export type TRequestsFilter = TJournalFilter;

/** What `verify` asserts: calls of an operation (its operationId) answered 2xx (or `status`), with a body holding `body`'s fields. */
export type TVerifyExpectation = TVerifyInput;

/** The control methods an emulator and each of its namespaces have. */
export type TEmulatorControl = {
  /** `http://127.0.0.1:<port>` (a namespace: `…/ns/<name>`): give it to the code under test as its gateway. */
  readonly url: string;
  /** Back to the seed (another seed if given); sessions issued before end; the journal is cleared. */
  reset: (options?: { seed?: number }) => Promise<TRestoreReport & { seed: number; scale: string }>;
  snapshot: (name: string) => Promise<TSnapshotInfo>;
  restore: (name: string) => Promise<TRestoreReport>;
  /** The journal: the calls /api received, newest first, secrets redacted. */
  requests: (filter?: TRequestsFilter) => Promise<TJournalEntry[]>;
  clearRequests: () => Promise<void>;
  /**
   * Asserts calls happened: `{ operation: 'login', count: 1 }` (or atLeast / atMost; default at
   * least 1), counting calls answered 2xx unless `status` is given. Throws an AssertionError
   * naming the calls that came closest when it does not hold.
   */
  verify: (expectation: TVerifyExpectation) => Promise<void>;
  faults: {
    add: (rule: TFaultRuleInput) => Promise<TFaultRule>;
    list: () => Promise<TFaultRule[]>;
    clear: () => Promise<void>;
  };
  /**
   * Receivers of the emulator's events (lead.delivered, lead.failed, sync.finished,
   * export.status_changed, integration.status_changed), signed the Standard Webhooks way with
   * the secret `add` answers. A reset removes those added here and empties the delivery log.
   */
  webhooks: {
    add: (input: TWebhookInput) => Promise<TWebhook>;
    list: () => Promise<TWebhook[]>;
    remove: (id: string) => Promise<void>;
    /** Removes every receiver added while running (those given to startEmulator stay). */
    clear: () => Promise<void>;
    /** The delivery log, newest first: status (pending, delivered, failed) and attempts. */
    deliveries: () => Promise<TWebhookDelivery[]>;
  };
};

/** One namespace of an emulator: its own data, sessions, journal, faults and receivers, made on first use. */
export type TEmulatorNamespace = TEmulatorControl & {
  readonly name: string;
  /** Removes the namespace (its data, journal, rules and receivers); the next call makes it afresh. */
  drop: () => Promise<void>;
};

/** An emulator started elsewhere (a global setup, a CI service), driven through its URL. */
export type TConnectedEmulator = TEmulatorControl & {
  /** The namespace `name` (1–64 letters, digits, dots, dashes, underscores): a handle, the emulator makes it on first use. */
  namespace: (name: string) => TEmulatorNamespace;
  /** The namespaces in use: name, created, last used, bytes on disk. */
  namespaces: () => Promise<TNamespaceInfo[]>;
};

export type TEmulator = TConnectedEmulator & {
  /** Stops the server and removes the throw-away database: the port and the files are released. */
  close: () => Promise<void>;
};

/** A control call the emulator refused: its sentence and status. */
export class EmulatorControlError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'EmulatorControlError';
  }
}

type TEnvelope<T> = { success: boolean; data?: T; message?: string };

const send = async (url: string, method: string, path: string, body?: unknown): Promise<{ status: number; envelope: TEnvelope<unknown> & Record<string, unknown> }> => {
  const response = await fetch(`${url}${path}`, body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, envelope: (await response.json().catch(() => ({}))) as TEnvelope<unknown> & Record<string, unknown> };
};

const controlClient =
  (url: string) =>
  async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const { status, envelope } = await send(url, method, path, body);
    if (status < 200 || status > 299 || !envelope.success) throw new EmulatorControlError(envelope.message ?? `The emulator answered ${status}.`, status);
    return envelope.data as T;
  };

const queryOf = (filter: TRequestsFilter): URLSearchParams =>
  new URLSearchParams(Object.entries(filter).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

export const startEmulator = async (options: TStartEmulatorOptions = {}): Promise<TEmulator> => {
  const database = options.database ? { path: options.database, remove: () => undefined } : throwAwayDatabase();
  let running: Awaited<ReturnType<typeof startEmulatorServer>>;
  try {
    running = await startEmulatorServer({
      databasePath: database.path,
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 0,
      seed: options.seed,
      today: options.today,
      templates: options.templates ?? sharedTemplateFolder(),
      jwtSecret: options.jwtSecret,
      jwtTtlSeconds: 12 * 60 * 60,
      logger: createLogger(options.logLevel ?? 'warn'),
      outbox: 'auto',
      faults: options.faults,
      dialect: options.dialect,
      replay: options.replay ? loadHarReplay(options.replay) : undefined,
      hashing: options.hashing,
      webhooks: options.webhooks,
      allowRemoteWebhooks: options.allowRemoteWebhooks,
      namespacesMax: options.namespacesMax,
    });
  } catch (error) {
    database.remove();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    ...connectEmulator(running.url),
    close: () =>
      (closing ??= (async () => {
        await running.close();
        database.remove();
      })()),
  };
};

/** The control methods of the emulator (or namespace) at `url`. */
const controlOf = (url: string): TEmulatorControl => {
  const call = controlClient(url);
  return {
    url,
    reset: (resetOptions = {}) => call('POST', '/emulator/reset', resetOptions),
    snapshot: (name) => call('POST', `/emulator/snapshots/${encodeURIComponent(name)}`),
    restore: (name) => call('POST', `/emulator/snapshots/${encodeURIComponent(name)}/restore`),
    requests: (filter = {}) => call('GET', `/emulator/requests?${queryOf(filter)}`),
    clearRequests: async () => {
      await call('DELETE', '/emulator/requests');
    },
    verify: async (expectation) => {
      const { status, envelope } = await send(url, 'POST', '/emulator/verify', expectation);
      if (status === 409) throw verificationError(expectation, envelope as never);
      if (status !== 200 || !envelope.success) throw new EmulatorControlError(envelope.message ?? `The emulator answered ${status}.`, status);
    },
    faults: {
      add: (rule) => call('POST', '/emulator/scenarios', rule),
      list: async () => (await call<{ rules: TFaultRule[] }>('GET', '/emulator/scenarios?format=json')).rules,
      clear: async () => {
        await call('DELETE', '/emulator/scenarios');
      },
    },
    webhooks: {
      add: (input) => call('POST', '/emulator/webhooks', input),
      list: () => call('GET', '/emulator/webhooks'),
      remove: async (id) => {
        await call('DELETE', `/emulator/webhooks/${encodeURIComponent(id)}`);
      },
      clear: async () => {
        await call('DELETE', '/emulator/webhooks');
      },
      deliveries: () => call('GET', '/emulator/webhooks/deliveries'),
    },
  };
};

/**
 * The emulator at `url`, started elsewhere: a global setup's `startEmulator`, `npx portal-emulator`
 * in CI. Each test worker takes a namespace of its own: `connectEmulator(url).namespace('worker-1')`.
 */
export const connectEmulator = (url: string): TConnectedEmulator => {
  const origin = url.replace(/\/+$/, '');
  const call = controlClient(origin);
  return {
    ...controlOf(origin),
    namespace: (name) => {
      if (!NAMESPACE_NAME.test(name)) throw new EmulatorControlError(NAMESPACE_NAME_RULE, 422);
      return {
        ...controlOf(`${origin}/ns/${name}`),
        name,
        drop: async () => {
          await call('DELETE', `/emulator/namespaces/${name}`);
        },
      };
    },
    namespaces: () => call('GET', '/emulator/namespaces'),
  };
};
