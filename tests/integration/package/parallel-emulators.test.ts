// Eight emulators at once, as eight test workers would start them from one seeded template: each
// resets and makes 100 calls of its own, and none sees another's writes, sessions or journal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createGatewayClient, startEmulator } from '../../../server/package';
import type { TEmulator } from '../../../server/package';
import { DEMO_CLIENT } from '../../../seed/demo-logins';

const WORKERS = 8;
const CALLS = 100;
const templates = mkdtempSync(join(tmpdir(), 'portal-parallel-templates-'));
const emulators: TEmulator[] = [];

afterAll(async () => {
  await Promise.all(emulators.map((emulator) => emulator.close()));
  rmSync(templates, { recursive: true, force: true });
});

/** Fast hashing: this test is about isolation, not passwords (parallel-logins.test.ts signs in with standard hashing). */
const signIn = async (client: ReturnType<typeof createGatewayClient>): Promise<{ token: string; user_id: number }> => {
  const { data } = await client.login({ email: DEMO_CLIENT.email, password: DEMO_CLIENT.password });
  return { token: data.token, user_id: data.user.id };
};

/** One worker's run: reset, sign in, then writes and reads of its own (CALLS calls in all). */
const work = async (emulator: TEmulator, worker: number) => {
  await emulator.reset();
  const client = createGatewayClient({ baseUrl: emulator.url });
  const { token, user_id } = await signIn(client);
  client.setToken(token);
  const writes = (CALLS - 2) / 2;
  for (let n = 0; n < writes; n += 1) {
    await client.addBusinessAccount({ user_id, name: `worker ${worker} account ${n}`, path: `worker-${worker}-${n}` });
    await client.listBusinessAccounts({ user_id });
  }
  const { data: accounts } = await client.listBusinessAccounts({ user_id });
  return { accounts: accounts.map((account) => account.name), journal: await emulator.requests() };
};

it('runs eight emulators side by side with no cross-talk', async () => {
  emulators.push(...(await Promise.all(Array.from({ length: WORKERS }, () => startEmulator({ seed: 1, today: '2026-03-15', templates, hashing: 'fast' })))));
  expect(new Set(emulators.map((emulator) => emulator.url)).size).toBe(WORKERS);

  const results = await Promise.all(emulators.map((emulator, worker) => work(emulator, worker)));

  results.forEach(({ accounts, journal }, worker) => {
    const made = accounts.filter((name) => name.startsWith('worker '));
    expect(made).toHaveLength((CALLS - 2) / 2);
    expect(made.every((name) => name.startsWith(`worker ${worker} `))).toBe(true);
    // The journal holds this worker's calls and no other's.
    expect(journal).toHaveLength(CALLS);
    const named = journal.flatMap((entry) => (entry.body && typeof entry.body === 'object' && 'name' in entry.body ? [String(entry.body.name)] : []));
    expect(named.every((name) => name.startsWith(`worker ${worker} `))).toBe(true);
  });
});
