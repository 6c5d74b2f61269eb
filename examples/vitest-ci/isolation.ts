// What each of the two test files does in its own worker, at the same time as the other: writes
// of its own, then the proof that it saw nothing of the other's (data, journal, fault rules).
import { expect, it } from 'vitest';
import { gatewayClient, namespace } from './namespace';

const signIn = async () => {
  const client = gatewayClient();
  const { data } = await client.login({ email: 'client@example.com', password: 'client-demo-2026' });
  client.setToken(data.token);
  return { client, userId: data.user.id };
};

export const isolationTests = (label: string, other: string) => {
  it(`${label}: sees its own writes and none of ${other}'s`, async () => {
    const { client, userId } = await signIn();
    // A fault rule of this namespace only: the other worker's calls answer normally meanwhile.
    await namespace.faults.add({ fault: 'latency', delay_ms: 20, endpoint: 'POST /api/add_business_account' });
    expect(await namespace.faults.list()).toHaveLength(1);
    for (let n = 0; n < 10; n += 1) await client.addBusinessAccount({ user_id: userId, name: `${label} account ${n}`, path: `${label}-${n}` });
    const { data } = await client.listBusinessAccounts({ user_id: userId });
    const names = data.map((account) => account.name);
    expect(names.filter((name) => name.startsWith(`${label} account`))).toHaveLength(10);
    expect(names.some((name) => name.startsWith(`${other} account`))).toBe(false);
    // The journal holds this worker's calls only: exactly its ten writes and one sign-in.
    await namespace.verify({ operation: 'addBusinessAccount', count: 10 });
    await namespace.verify({ operation: 'login', count: 1 });
  });

  it(`${label}: starts the next test from the seed`, async () => {
    const { client, userId } = await signIn();
    const { data } = await client.listBusinessAccounts({ user_id: userId });
    expect(data.some((account) => account.name.includes(' account '))).toBe(false);
  });
};
