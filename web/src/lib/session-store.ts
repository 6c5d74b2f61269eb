// The session (spec §3, §4): the signed-in user and the jwt, kept in localStorage under the
// versioned keys and restored on start. A tiny external store so the route guards,
// the tRPC link and components all read the same value.
import { useSyncExternalStore } from 'react';
import type { TUser } from '@shared/contract/common';
import { STORAGE_KEYS } from '@shared/constants';
import { readStored, removeStored, writeStored } from './storage';

export type TSession = {
  user: TUser | null;
  jwt: string | null;
  /** The chosen business account's id; which accounts exist is the server's to say (lib/current-business-account.ts). */
  currentBusinessAccountId: number | null;
};

const listeners = new Set<() => void>();

function restore(): TSession {
  const jwt = readStored<string>(STORAGE_KEYS.jwt);
  const user = readStored<TUser>(STORAGE_KEYS.user);
  const accountId = readStored<number>(STORAGE_KEYS.currentBusinessAccountId);
  return {
    jwt: typeof jwt === 'string' && jwt !== '' ? jwt : null,
    user: user && typeof user === 'object' ? user : null,
    currentBusinessAccountId: Number.isInteger(accountId) ? accountId : null,
  };
}

let session: TSession = restore();

function publish(next: TSession) {
  session = next;
  if (next.jwt) writeStored(STORAGE_KEYS.jwt, next.jwt);
  else removeStored(STORAGE_KEYS.jwt);
  if (next.user) writeStored(STORAGE_KEYS.user, next.user);
  else removeStored(STORAGE_KEYS.user);
  if (next.currentBusinessAccountId !== null) writeStored(STORAGE_KEYS.currentBusinessAccountId, next.currentBusinessAccountId);
  else removeStored(STORAGE_KEYS.currentBusinessAccountId);
  listeners.forEach((listener) => listener());
}

export function getSession(): TSession {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): TSession {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** After login or registration: the gateway's current account becomes the first choice. */
export function signIn(user: TUser, jwt: string): void {
  publish({ user, jwt, currentBusinessAccountId: user.currentBusinessAccount?.id ?? null });
}

/** Replace parts of the stored user (profile saved). */
export function updateUser(changes: Partial<TUser>): void {
  if (!session.user) return;
  publish({ ...session, user: { ...session.user, ...changes } });
}

/** A new token for this session: the gateway ended the earlier ones (the email changed). */
export function replaceToken(jwt: string): void {
  publish({ ...session, jwt });
}

/** The business-account choice (spec §4), kept in storage and session state. */
export function setCurrentBusinessAccountId(id: number | null): void {
  if (session.currentBusinessAccountId === id) return;
  publish({ ...session, currentBusinessAccountId: id });
}

/** Log out: clears the stored user and jwt (spec §2). Navigation is the caller's job. */
export function logout(): void {
  publish({ user: null, jwt: null, currentBusinessAccountId: null });
}

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) {
      session = restore();
      listeners.forEach((listener) => listener());
    }
  });
}
