// startEmulator() as another team's test suite uses it: a free port, the seed back on reset,
// snapshots, the journal newest first and redacted, fault rules on and off, control refusals as
// sentences, and close() letting go of the port and the throw-away files.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, EmulatorControlError, GatewayError, startEmulator } from '../../../server/package';
import type { TEmulator } from '../../../server/package';
import { DEMO_CLIENT } from '../../../seed/demo-logins';

const templates = mkdtempSync(join(tmpdir(), 'portal-package-templates-'));
let emulator: TEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ seed: 1, today: '2026-03-15', templates });
});
afterAll(async () => {
  await emulator.close();
  rmSync(templates, { recursive: true, force: true });
});

const signIn = async () => {
  const client = createGatewayClient({ baseUrl: emulator.url });
  const { data } = await client.login({ email: DEMO_CLIENT.email, password: DEMO_CLIENT.password });
  client.setToken(data.token);
  return { client, user: data.user };
};

describe('startEmulator', () => {
  it('listens on a free loopback port and answers as the gateway', async () => {
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { client, user } = await signIn();
    const { data } = await client.listBusinessAccounts({ user_id: user.id });
    expect(data.map((account) => account.name)).toContain('Summit Growth');
  });

  it('reset() puts the seed back, ends earlier sessions and clears the journal', async () => {
    const { client, user } = await signIn();
    await client.addBusinessAccount({ user_id: user.id, name: 'Made before the reset', path: 'made-before-reset' });
    await emulator.reset();
    expect(await emulator.requests()).toEqual([]);
    await expect(client.listBusinessAccounts({ user_id: user.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const again = await signIn();
    const { data } = await again.client.listBusinessAccounts({ user_id: again.user.id });
    expect(data.map((account) => account.name)).not.toContain('Made before the reset');
  });

  it('restore() brings back what snapshot() saved', async () => {
    const { client, user } = await signIn();
    await client.addBusinessAccount({ user_id: user.id, name: 'Kept in the snapshot', path: 'kept-in-snapshot' });
    await emulator.snapshot('with-account');
    await emulator.reset();
    await emulator.restore('with-account');
    const again = await signIn();
    const { data } = await again.client.listBusinessAccounts({ user_id: again.user.id });
    expect(data.map((account) => account.name)).toContain('Kept in the snapshot');
  });

  it('requests() answers the journal newest first, filtered, with the password redacted', async () => {
    await emulator.reset();
    const { client, user } = await signIn();
    await client.listBusinessAccounts({ user_id: user.id });
    const all = await emulator.requests();
    expect(all.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['GET /api/business-accounts', 'POST /api/login']);
    const logins = await emulator.requests({ path: '/api/login' });
    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatchObject({ status: 200, body: { email: DEMO_CLIENT.email, password: '[redacted]' } });
    expect(JSON.stringify(all)).not.toContain(DEMO_CLIENT.password);
  });

  it('faults.add() makes an endpoint fail until faults.clear()', async () => {
    const { client, user } = await signIn();
    const rule = await emulator.faults.add({ fault: '503', endpoint: 'GET /api/business-accounts' });
    expect(rule).toMatchObject({ fault: '503', endpoint: 'GET /api/business-accounts' });
    const failure = await client.listBusinessAccounts({ user_id: user.id }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(await emulator.faults.list()).toHaveLength(1);
    await emulator.faults.clear();
    expect(await emulator.faults.list()).toEqual([]);
    await expect(client.listBusinessAccounts({ user_id: user.id })).resolves.toMatchObject({ success: true });
  });

  it('refuses a bad control call with the sentence the control route answers', async () => {
    const refusal = await emulator.restore('never-saved').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EmulatorControlError);
    expect(refusal).toMatchObject({ status: 404, message: "There is no snapshot named 'never-saved'." });
  });
});

describe('close()', () => {
  it('releases the port and removes the throw-away database', async () => {
    // Its own temporary folder, so that the files this emulator makes can be told apart.
    const scratch = mkdtempSync(join(tmpdir(), 'portal-package-scratch-'));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
    let closing: TEmulator;
    try {
      closing = await startEmulator({ seed: 1, today: '2026-03-15', templates });
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    const port = Number(new URL(closing.url).port);
    expect(readdirSync(scratch)).toHaveLength(1);
    await closing.close();
    expect(readdirSync(scratch)).toEqual([]);
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
    rmSync(scratch, { recursive: true, force: true });
    expect(existsSync(scratch)).toBe(false);
  });
});

describe('startEmulator({ dialect: "loose" })', () => {
  it('answers as a real gateway may: ids as digit strings and fields the contract does not name', async () => {
    const loose = await startEmulator({ seed: 1, today: '2026-03-15', templates, dialect: 'loose' });
    try {
      const answer = await fetch(`${loose.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_CLIENT.email, password: DEMO_CLIENT.password }),
      });
      const body = (await answer.json()) as { data: { user: Record<string, unknown> } };
      expect(typeof body.data.user.id).toBe('string');
      expect(Object.keys(body.data.user).some((key) => ['pivot', 'email_verified_at', 'deleted_at', 'timestamp'].includes(key))).toBe(true);
    } finally {
      await loose.close();
    }
  });
});
