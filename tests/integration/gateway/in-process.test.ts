// Emulator mode reaches the emulator in process through its one door, Hono's `app.request`:
// answers, refusals, faults, the client's deadline, the browser's address and the request
// journal, as over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../../server/emulator/app';
import type { TEmulatorApp } from '../../../server/emulator/app';
import { createRequestJournal } from '../../../server/emulator/control/journal';
import { createFaultScenarios } from '../../../server/emulator/faults/scenarios';
import type { TGatewayClient } from '../../../server/gateway/client';
import { GatewayError } from '../../../server/gateway/errors';
import { createEmulatorGateway } from '../../../server/gateway/targets';
import { createLogger } from '../../../server/logger';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../../seed/demo-logins';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const logger = createLogger('silent');
const faults = createFaultScenarios();
const journal = createRequestJournal();
let database: TTempDatabase;
let emulator: TEmulatorApp;
let gateway: TGatewayClient;
let client: { token: string; userId: number };
let admin: { token: string; userId: number };

beforeAll(async () => {
  database = await createSeededTempDatabase();
  emulator = createEmulator({
    db: database.db,
    sqlite: database.sqlite,
    jwt: { secret: 'in-process-test-secret-long-enough-for-hs256', ttlSeconds: 600 },
    logger,
    linkOrigin: () => 'http://portal.test',
    faults,
    journal,
  });
  gateway = createEmulatorGateway({ app: emulator, timeoutMs: 15_000, logger }).clientFor({ clientAddress: '127.0.0.1' });
  const logIn = async (login: { email: string; password: string }) => {
    const answer = await gateway.call('login', login);
    return { token: answer.data.token, userId: answer.data.user.id };
  };
  client = await logIn(DEMO_CLIENT);
  admin = await logIn(DEMO_ADMIN);
});
afterAll(() => database?.cleanup());

type TOutcome = { answer: unknown } | { error: { code: string; message: string; details: unknown } };
const outcomeOf = async (call: Promise<unknown>): Promise<TOutcome> => {
  try {
    return { answer: await call };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { error: { code: error.code, message: error.message, details: error.details } };
  }
};

const errorCode = (outcome: TOutcome) => ('error' in outcome ? outcome.error.code : 'answered');

describe('the in-process gateway', () => {
  it('answers the lists', async () => {
    const outcome = await outcomeOf(gateway.call('listBusinessAccounts', { user_id: client.userId }, client.token));
    expect('answer' in outcome && (outcome.answer as { data: unknown[] }).data.length).toBeGreaterThan(0);
    await outcomeOf(gateway.call('listIntegrationsExports', { user_id: client.userId }, client.token));
  });

  it('refuses: no token, a forged token, another user, an admin call, bad input', async () => {
    expect(errorCode(await outcomeOf(gateway.call('listBusinessAccounts', { user_id: client.userId }, null)))).toBe('UNAUTHORIZED');
    expect(errorCode(await outcomeOf(gateway.call('listBusinessAccounts', { user_id: client.userId }, `${client.token}x`)))).toBe('UNAUTHORIZED');
    expect(errorCode(await outcomeOf(gateway.call('listBusinessAccounts', { user_id: admin.userId }, client.token)))).toBe('FORBIDDEN');
    expect(errorCode(await outcomeOf(gateway.call('adminUsers', { page: 1 } as never, client.token)))).toBe('FORBIDDEN');
    const invalid = await outcomeOf(gateway.call('addBusinessAccount', { user_id: client.userId, name: '', path: 'x' } as never, client.token));
    expect(errorCode(invalid)).toBe('UNPROCESSABLE');
  });

  it('applies the fault rules and the Prefer-less scenarios: 503 and 429 with Retry-After, a malformed body', async () => {
    const list = () => gateway.call('listBusinessAccounts', { user_id: client.userId }, client.token);
    try {
      faults.replace([{ endpoint: 'GET /api/business-accounts', fault: '429', retry_after: 9 }]);
      const throttled = await outcomeOf(list());
      expect(throttled).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS', details: { status: 429, retryAfterSeconds: 9 } } });
      faults.replace([{ endpoint: 'GET /api/business-accounts', fault: '503' }]);
      expect(errorCode(await outcomeOf(list()))).toBe('UPSTREAM_ERROR');
      faults.replace([{ endpoint: '*', fault: 'malformed' }]);
      expect(errorCode(await outcomeOf(list()))).toBe('BAD_ANSWER');
      faults.replace([{ endpoint: 'GET /api/integrations_exports', fault: 'expired-token' }]);
      expect(errorCode(await outcomeOf(list()))).toBe('answered');
      expect(errorCode(await outcomeOf(gateway.call('listIntegrationsExports', { user_id: client.userId }, client.token)))).toBe('UNAUTHORIZED');
    } finally {
      faults.clear();
    }
  });

  it('times out on a hung answer at the client deadline', async () => {
    const quick = createEmulatorGateway({ app: emulator, timeoutMs: 100, logger }).clientFor();
    try {
      faults.replace([{ endpoint: '*', fault: 'hang' }]);
      expect(errorCode(await outcomeOf(quick.call('listBusinessAccounts', { user_id: client.userId }, client.token)))).toBe('TIMEOUT');
    } finally {
      faults.clear();
    }
  });

  it('ends the hung fault when the client gives up, for a read and a write alike (journaled as 499)', async () => {
    const quick = createEmulatorGateway({ app: emulator, timeoutMs: 100, logger }).clientFor();
    try {
      faults.replace([{ endpoint: '*', fault: 'hang' }]);
      expect(errorCode(await outcomeOf(quick.call('listIntegrationsExports', { user_id: client.userId }, client.token)))).toBe('TIMEOUT');
      expect(errorCode(await outcomeOf(quick.call('addBusinessAccount', { user_id: client.userId, name: 'Hung', path: 'hung' }, client.token)))).toBe('TIMEOUT');
    } finally {
      faults.clear();
    }
    const statusOf = (path: string) => journal.list({ path, limit: 1 })[0]?.status;
    await expect.poll(() => [statusOf('/api/integrations_exports'), statusOf('/api/add_business_account')], { timeout: 2_000 }).toEqual([499, 499]);
  });

  it("keys the emulator's sign-in throttle on the browser's address the portal passes on", async () => {
    const from = (clientAddress: string) => createEmulatorGateway({ app: emulator, timeoutMs: 15_000, logger }).clientFor({ clientAddress });
    const guessing = from('203.0.113.7');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(errorCode(await outcomeOf(guessing.call('login', { ...DEMO_CLIENT, password: 'a-wrong-guess-2026' })))).toBe('UNPROCESSABLE');
    }
    expect(errorCode(await outcomeOf(guessing.call('login', DEMO_CLIENT)))).toBe('TOO_MANY_REQUESTS');
    expect(errorCode(await outcomeOf(from('203.0.113.8').call('login', DEMO_CLIENT)))).toBe('answered');
    // Twelve real password hashes, one after another: seconds on a loaded 2-core machine.
  }, 90_000);

  it('keeps the request journal: path, query, status and caller of an in-process call', async () => {
    await gateway.call('listBusinessAccounts', { user_id: client.userId }, client.token);
    const [last] = journal.list({ limit: 1 });
    expect(last).toMatchObject({ method: 'GET', path: '/api/business-accounts', query: { user_id: String(client.userId) }, status: 200, user_id: client.userId });
  });
});
