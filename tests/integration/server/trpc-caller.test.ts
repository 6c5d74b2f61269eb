// The router called directly (createCallerFactory), without HTTP: how scripts and tests can use
// it. The context is the one /trpc builds: a token, a gateway client, a request id, a logger.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../../../server/emulator/app';
import { createEmulatorGateway } from '../../../server/gateway/targets';
import { createLogger } from '../../../server/logger';
import { createCaller } from '../../../server/trpc/routers/_app';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const logger = createLogger('silent');
let database: TTempDatabase;
let callerFor: (token: string | null) => ReturnType<typeof createCaller>;

beforeAll(() => {
  database = createTempDatabase();
  const emulator = createEmulator({
    db: database.db,
    sqlite: database.sqlite,
    jwt: { secret: 'caller-test-secret-long-enough-for-hs256-use', ttlSeconds: 600 },
    logger,
    linkOrigin: () => 'http://portal.test',
  });
  const gateway = createEmulatorGateway({ app: emulator, timeoutMs: 5_000, logger });
  callerFor = (token) => createCaller({ token, gateway: gateway.clientFor({ requestId: 'caller-test' }), requestId: 'caller-test', logger });
});
afterAll(() => database?.cleanup());

describe('the tRPC caller', () => {
  it('registers, then reads the profile with the token it got', async () => {
    const session = await callerFor(null).auth.register({ name: 'Cal', email: 'cal@example.com', password: 'caller-pass-2026', c_password: 'caller-pass-2026' });
    const profile = await callerFor(session.data.token).profile.get({ user_id: session.data.user.id });
    expect(profile.data.user).toMatchObject({ name: 'Cal', email: 'cal@example.com' });
  });

  it('throws TRPCErrors with the mapped codes', async () => {
    const noToken = await callerFor(null).profile.get({ user_id: 1 }).catch((error: unknown) => error);
    expect(noToken).toBeInstanceOf(TRPCError);
    expect((noToken as TRPCError).code).toBe('UNAUTHORIZED');
    const badToken = await callerFor('not-a-jwt').profile.get({ user_id: 1 }).catch((error: unknown) => error);
    expect((badToken as TRPCError).code).toBe('UNAUTHORIZED');
    expect((badToken as TRPCError).message).toBe('Unauthenticated.');
  });
});
