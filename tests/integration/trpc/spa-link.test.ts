// The SPA's own tRPC client (web/src/lib/trpc-client.ts), not a tuned copy, against a listening server:
// a busy tick (a dashboard cascade) may fire more calls than one batch may carry.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { TRPC_MAX_BATCH_ITEMS } from '../../../shared/constants';
import { createPortalTrpcClient } from '../../../web/src/lib/trpc-client';
import { logout, signIn as signInSession } from '../../../web/src/lib/session-store';
import { signIn } from '../../support/trpc-fixtures';
import { startTrpcTarget, type TTrpcTarget } from '../../support/trpc-target';

let target: TTrpcTarget;
let userId = 0;
beforeAll(async () => {
  target = await startTrpcTarget();
  const client = await signIn(target, DEMO_CLIENT);
  userId = client.user.id;
  signInSession(client.user, client.token);
});
afterAll(async () => {
  logout();
  await target?.close();
});

it(`answers ${TRPC_MAX_BATCH_ITEMS + 5} queries fired in one tick (the link splits them at the server's cap)`, async () => {
  const spa = createPortalTrpcClient(target.baseUrl);
  const calls = Array.from({ length: TRPC_MAX_BATCH_ITEMS + 5 }, () => spa.profile.get.query({ user_id: userId }));
  const answers = await Promise.all(calls);
  expect(answers.map((answer) => answer.data.user.email)).toEqual(Array(TRPC_MAX_BATCH_ITEMS + 5).fill(DEMO_CLIENT.email));
});
