// Another file, so another worker and another emulator: its writes and fault rules stay its own.
import { describe, expect, it } from 'vitest';
import { GatewayError } from 'portal/emulator';
import { emulator, gatewayClient } from './gateway';

const signIn = async () => {
  const client = gatewayClient();
  const { data } = await client.login({ email: 'client@example.com', password: 'client-demo-2026' });
  client.setToken(data.token);
  return { client, userId: data.user.id };
};

describe('business accounts against the emulated gateway', () => {
  it('creates an account and the journal shows the call', async () => {
    const { client, userId } = await signIn();
    await client.addBusinessAccount({ user_id: userId, name: 'Example Ltd', path: 'example-ltd' });
    const { data } = await client.listBusinessAccounts({ user_id: userId });
    expect(data.map((account) => account.name)).toContain('Example Ltd');
    const [created] = await emulator().requests({ path: '/api/add_business_account' });
    expect(created).toMatchObject({ method: 'POST', status: 200, body: { name: 'Example Ltd' } });
  });

  it('is back to the seed in the next test', async () => {
    const { client, userId } = await signIn();
    const { data } = await client.listBusinessAccounts({ user_id: userId });
    expect(data.map((account) => account.name)).not.toContain('Example Ltd');
  });

  it('shows the code under test a gateway that fails, until the rule is cleared', async () => {
    const { client, userId } = await signIn();
    await emulator().faults.add({ fault: '503', endpoint: 'GET /api/business-accounts' });
    await expect(client.listBusinessAccounts({ user_id: userId })).rejects.toBeInstanceOf(GatewayError);
    await emulator().faults.clear();
    await expect(client.listBusinessAccounts({ user_id: userId })).resolves.toMatchObject({ success: true });
  });
});
