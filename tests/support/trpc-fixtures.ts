// What the tRPC suite stands on, made through the tRPC API itself (so it works in both modes):
// signed-in demo users, fresh users who own what a test changes, and reading a refusal.
import { randomUUID } from 'node:crypto';
import { TRPCClientError } from '@trpc/client';
import { expect } from 'vitest';
import type { TUser } from '../../shared/contract/common';
import type { AppRouter } from '../../server/trpc/routers/_app';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../seed/demo-logins';
import { allowConsent } from '../contract/support/consent';
import { createGatewayHttp } from '../contract/support/gateway-http';
import type { TTrpcClient, TTrpcTarget } from './trpc-target';

export type TSignedIn = { token: string; user: TUser; trpc: TTrpcClient };

export const FRESH_PASSWORD = 'trpc-suite-pass-2026';

/** Unique per call, so fresh records never collide with other files on a shared gateway. */
export const uniqueSuffix = (): string => `${Date.now().toString(36)}${randomUUID().slice(0, 6)}`;

export const signIn = async (target: TTrpcTarget, credentials: { email: string; password: string }): Promise<TSignedIn> => {
  const answer = await target.client().auth.login.mutate(credentials);
  return { token: answer.data.token, user: answer.data.user, trpc: target.client(answer.data.token) };
};

/** A new client account (no business accounts yet). */
export const registerFresh = async (target: TTrpcTarget, label: string): Promise<TSignedIn & { email: string }> => {
  const email = `trpc-${label}-${uniqueSuffix()}@example.com`;
  const answer = await target.client().auth.register.mutate({
    name: `Trpc ${label}`,
    email,
    password: FRESH_PASSWORD,
    c_password: FRESH_PASSWORD,
  });
  return { email, token: answer.data.token, user: answer.data.user, trpc: target.client(answer.data.token) };
};

/** A fresh user with one business account of their own. */
export const freshOwner = async (target: TTrpcTarget, label: string) => {
  const person = await registerFresh(target, label);
  const suffix = uniqueSuffix();
  const added = await person.trpc.businessAccounts.add.mutate({
    user_id: person.user.id,
    name: `Trpc ${label} ${suffix}`,
    path: `trpc-${label}-${suffix}`,
  });
  return { ...person, ba: added.data };
};

/** The three people most suites start with: the demo admin, the demo client and a fresh owner. */
export type TSignedInCast = Awaited<ReturnType<typeof signInCast>>;

export const signInCast = async (target: TTrpcTarget, ownerLabel: string) => {
  const [admin, client, owner] = await Promise.all([
    signIn(target, DEMO_ADMIN),
    signIn(target, DEMO_CLIENT),
    freshOwner(target, ownerLabel),
  ]);
  return { admin, client, owner };
};

export type TRefusal = TRPCClientError<AppRouter>;

/** The error a call failed with; fails the test if it succeeded or failed some other way. */
export const refusalOf = async (call: Promise<unknown>): Promise<TRefusal> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return error as TRefusal;
    throw error;
  }
  throw new Error('Expected the call to be refused, but it succeeded');
};

/** Asserts the code, HTTP status and (optionally) message a refusal carries to the SPA. */
export const expectRefusal = async (
  call: Promise<unknown>,
  expected: { code: string; status: number; message?: string | RegExp },
): Promise<TRefusal> => {
  const refusal = await refusalOf(call);
  expect(refusal.data?.code, refusal.message).toBe(expected.code);
  expect(refusal.data?.httpStatus).toBe(expected.status);
  if (typeof expected.message === 'string') expect(refusal.message).toBe(expected.message);
  else if (expected.message) expect(refusal.message).toMatch(expected.message);
  // Whatever the failure, nothing of the server's insides reaches the browser.
  expect(JSON.stringify(refusal.shape ?? {})).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(refusal.data).not.toHaveProperty('stack');
  return refusal;
};

/** The newest password-reset link the gateway mailed to `email` (the emulator's outbox). */
export const latestResetLink = async (target: TTrpcTarget, email: string): Promise<URL> => {
  const response = await fetch(`${target.gatewayUrl}/emulator/outbox.json?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { data: { link: string | null }[] };
  const link = body.data[0]?.link;
  if (!link) throw new Error(`No mail with a link was sent to ${email}`);
  return new URL(link);
};

/** Presses "Allow" on the gateway's consent page, as a person does after add or start. */
export const allowConsentAt = async (target: TTrpcTarget, consentUrl: string): Promise<string | null> =>
  allowConsent(createGatewayHttp(target.gatewayUrl), consentUrl);

/** Polls `read` until `isDone` holds (background work such as a sync), or fails after `timeoutMs`. */
export const eventually = async <T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not done after ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
