// Issue 13 §4 over real HTTP between processes: a portal in proxy mode records (GATEWAY_RECORD)
// a walk against the emulator process of this project; the emulator is started again as its own
// process with `--replay` on that file, a second portal walks the same way against it, and gets
// the same answers. Nothing secret is in the file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../seed/demo-logins';
import { createApp } from '../../server/app';
import { listen } from '../../server/boot';
import { loadEnv } from '../../server/env';
import { openHarRecorder } from '../../server/har/recorder';
import type { THarRecorder } from '../../server/har/recorder';
import type { THarLog } from '../../server/har/har-file';
import { startEmulatorProcess } from '../contract/support/emulator-process';
import type { TEmulatorProcess } from '../contract/support/emulator-process';
import { refusalOf, uniqueSuffix } from '../support/trpc-fixtures';
import { createTestLogger } from '../support/server-log';
import { proxyGatewayOfThisWorker, trpcClient } from '../support/trpc-target';

const startPortal = async (gatewayUrl: string, gatewayRecorder?: THarRecorder) => {
  const { logger } = createTestLogger('warn');
  const app = createApp({ env: loadEnv({ GATEWAY_URL: gatewayUrl, LOG_LEVEL: 'warn' }), logger, gatewayRecorder });
  return listen(app.fetch, { host: '127.0.0.1', port: 0 });
};

const PASSWORD = `walk-secret-${uniqueSuffix()}`;
const EMAIL = `har-walk-${uniqueSuffix()}@example.com`;
const ACCOUNT_NAME = `Recorded ${uniqueSuffix()}`;

/**
 * Register, a refused login, a login, the (empty) list of business accounts, adding one, the
 * same list again (now with it), the profile. Answers with the token masked: the file keeps none.
 */
const walk = async (portalUrl: string) => {
  const anonymous = trpcClient(portalUrl);
  const registered = await anonymous.auth.register.mutate({ name: 'Har Walker', email: EMAIL, password: PASSWORD, c_password: PASSWORD });
  const refusal = await refusalOf(anonymous.auth.login.mutate({ email: EMAIL, password: `${PASSWORD}-wrong` }));
  const refused = { message: refusal.message, code: refusal.data?.code, status: refusal.data?.httpStatus };
  const login = await anonymous.auth.login.mutate({ email: EMAIL, password: PASSWORD });
  const signedIn = trpcClient(portalUrl, login.data.token);
  const userId = login.data.user.id;
  const before = await signedIn.businessAccounts.list.query({ user_id: userId });
  const added = await signedIn.businessAccounts.add.mutate({ user_id: userId, name: ACCOUNT_NAME, path: 'recorded-path' });
  const after = await signedIn.businessAccounts.list.query({ user_id: userId });
  const profile = await signedIn.profile.get.query({ user_id: userId });
  const masked = <T extends { data: { token: string } }>(answer: T) => ({ ...answer, data: { ...answer.data, token: '(masked)' } });
  return { tokens: [registered.data.token, login.data.token], answers: [masked(registered), refused, masked(login), before, added, after, profile] };
};

let dir: string;
let harPath: string;
let recorded: Awaited<ReturnType<typeof walk>>;
let replayer: TEmulatorProcess | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-har-'));
  harPath = join(dir, 'walk.har');
  const { logger } = createTestLogger('warn');
  const recorder = openHarRecorder(harPath, logger);
  const portal = await startPortal(proxyGatewayOfThisWorker() as string, recorder);
  try {
    recorded = await walk(portal.url);
  } finally {
    await portal.close();
    await recorder.flush();
  }
  replayer = await startEmulatorProcess({ args: ['--replay', harPath], env: { JWT_SECRET: 'replay-gateway-secret-long-enough-for-hs256' } });
});

afterAll(async () => {
  await replayer?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('GATEWAY_RECORD', () => {
  it('writes each exchange of the walk as a HAR 1.2 entry, in the order they were made', () => {
    const har = JSON.parse(readFileSync(harPath, 'utf8')) as THarLog;
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator.name).toEqual(expect.any(String));
    expect(har.log.entries.map((entry) => `${entry.request.method} ${new URL(entry.request.url).pathname} ${entry.response.status}`)).toEqual([
      'POST /api/register 200',
      'POST /api/login 422',
      'POST /api/login 200',
      'GET /api/business-accounts 200',
      'POST /api/add_business_account 200',
      'GET /api/business-accounts 200',
      'GET /api/profile 200',
    ]);
    for (const entry of har.log.entries) {
      expect(Date.parse(entry.startedDateTime)).not.toBeNaN();
      expect(entry.timings.wait).toBeGreaterThanOrEqual(0);
      expect(entry.response.content.mimeType).toMatch(/json/);
    }
  });

  it('keeps no password, token or bearer header in the file', () => {
    const text = readFileSync(harPath, 'utf8');
    expect(text).not.toContain(PASSWORD);
    for (const token of recorded.tokens) expect(text).not.toContain(token);
    expect(text).not.toContain(recorded.tokens[1]?.split('.')[1]);
    expect(text).not.toMatch(/Bearer /i);
    expect(text).not.toMatch(/eyJ[\w-]+\./);
    // What is kept is still useful: who logged in, and what the gateway answered.
    expect(text).toContain(EMAIL);
    expect(text).toContain(ACCOUNT_NAME);
  });
});

describe('npm run emulator -- --replay', () => {
  it('gives a second portal the same answers for the same walk, the repeated list in recorded order', async () => {
    const portal = await startPortal((replayer as TEmulatorProcess).baseUrl);
    try {
      const replayed = await walk(portal.url);
      expect(replayed.answers).toEqual(recorded.answers);
      // The replayed token is the redacted one: the calls after it matched without it.
      expect(replayed.tokens).toEqual(['REDACTED', 'REDACTED']);
    } finally {
      await portal.close();
    }
  });

  it('answers what was not recorded from the emulation, and marks recorded answers', async () => {
    const base = (replayer as TEmulatorProcess).baseUrl;
    const post = (body: unknown) => fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const emulated = await post(DEMO_ADMIN);
    expect(emulated.status).toBe(200);
    expect(emulated.headers.get('x-emulator-replay')).toBeNull();
    expect(((await emulated.json()) as { data: { token: string } }).data.token).toMatch(/^eyJ/);
    // Keys in another order, the same login: the recorded answer.
    const replayed = await post({ password: PASSWORD, email: EMAIL });
    expect(replayed.headers.get('x-emulator-replay')).toBe('har');
    expect(((await replayed.json()) as { data: { token: string } }).data.token).toBe('REDACTED');
  });
});
