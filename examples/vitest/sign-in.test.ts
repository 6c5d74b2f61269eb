// Reset (the setup file), act through the typed client, assert on the emulator's journal.
import { describe, expect, it } from 'vitest';
import { emulator, gatewayClient } from './gateway';

describe('signing in against the emulated gateway', () => {
  it('sends the login once, and the journal never shows the password', async () => {
    const client = gatewayClient();
    const { data } = await client.login({ email: 'client@example.com', password: 'client-demo-2026' });
    expect(data.user.email).toBe('client@example.com');

    const calls = await emulator().requests({ path: '/api/login' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', status: 200, body: { email: 'client@example.com', password: '[redacted]' } });
  });

  it('starts every test from the seed: the journal is empty again', async () => {
    expect(await emulator().requests()).toEqual([]);
  });
});
