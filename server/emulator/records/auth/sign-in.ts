// Register, login and logout (spec §7, authentication). Every password check goes through the
// emulator's one table of sign-in limits (auth/sign-in-throttle.ts), keyed on the socket's address
// (or the one the portal lent in process), never on a header; hashing goes through this
// emulator's gate, 429 when too many wait (db/password-hash.ts).
import type { login, logout, register } from '../../../../shared/contract/auth';
import type { TPasswords } from '../../../../db/password-hash';
import { revokeSessions, findSessionUser } from '../../../../db/queries/session';
import { findLoginUser, insertUser, isEmailTaken } from '../../../../db/queries/users';
import { SERVER_MESSAGES } from '../../../../shared/validation/messages';
import { loadUserView } from '../../auth/session-user';
import type { TEmulatorDeps } from '../../deps';
import type { TEndpointHandler } from '../../endpoint-handler';
import { HttpError, invalidField } from '../../http-error';
import { signSessionToken } from '../../jwt';
import { AUTH_MESSAGES, addressOf } from './auth-messages';

/** Per emulator (its hashing): the hash an unknown email is compared against, so a miss takes as long as a wrong password. */
const decoyHashes = new WeakMap<TPasswords, Promise<string>>();
const decoy = (passwords: TPasswords): Promise<string> => {
  const known = decoyHashes.get(passwords);
  if (known) return known;
  const made = passwords.hash('decoy-password-that-never-matches').catch((error: unknown) => {
    // Refused (hashing busy): try again next time rather than keep the failure for ever.
    decoyHashes.delete(passwords);
    throw error;
  });
  decoyHashes.set(passwords, made);
  return made;
};

/** The signed-in answer: a new session token and the user as the portal shows them. */
const sessionFor = async (deps: TEmulatorDeps, userId: number, message: string) => {
  const user = loadUserView(deps.db, userId);
  const session = findSessionUser(deps.db, userId);
  if (!user || !session) throw new Error(`User ${userId} vanished while signing in`);
  const token = await signSessionToken({ userId, role: user.role, tokenVersion: session.token_version }, deps.jwt);
  return { success: true as const, data: { token, user }, message };
};

export const registerUser: TEndpointHandler<typeof register> = async (deps, _caller, input, { clientAddress }) => {
  const address = addressOf(clientAddress);
  return deps.signIns.throttled('register', address, input.email, AUTH_MESSAGES.tooManyRegistrations, async () => {
    if (isEmailTaken(deps.db, input.email)) throw invalidField('email', SERVER_MESSAGES.emailTaken);
    const passwordHash = await deps.passwords.hash(input.password, address);
    const userId = insertUser(deps.db, { name: input.name, email: input.email, password_hash: passwordHash });
    if (userId === null) throw invalidField('email', SERVER_MESSAGES.emailTaken);
    return sessionFor(deps, userId, AUTH_MESSAGES.registered);
  });
};

export const logIn: TEndpointHandler<typeof login> = async (deps, _caller, input, { clientAddress }) => {
  const address = addressOf(clientAddress);
  return deps.signIns.throttled('login', address, input.email, AUTH_MESSAGES.tooManyAttempts, async () => {
    const user = findLoginUser(deps.db, input.email);
    const isValid = await deps.passwords.verify(input.password, user?.password_hash ?? (await decoy(deps.passwords)), address);
    if (!user || !isValid) throw new HttpError(422, AUTH_MESSAGES.badCredentials);
    return sessionFor(deps, user.id, AUTH_MESSAGES.loggedIn);
  });
};

/**
 * Ends the session of the token it is called with (a stolen copy of it too); the user's other
 * devices stay signed in. A token without an id (made before ids) ends every session instead.
 */
export const logOut: TEndpointHandler<typeof logout> = (deps, caller) => {
  if (caller.session?.jti) deps.revokedTokens.revoke(caller.session.jti, caller.session.expiresAtMs);
  else revokeSessions(deps.db, caller.id);
  return { success: true as const, message: AUTH_MESSAGES.loggedOut };
};
