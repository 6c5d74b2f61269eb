// Register, login and password reset (spec §7, authentication).
import type { Hono } from 'hono';
import { confirmPasswordReset, login, logout, register, requestPasswordReset } from '../../../shared/contract/auth';
import { insertOutboxMail } from '../../../db/queries/outbox';
import {
  countResetTokensSince,
  findResetToken,
  insertResetToken,
  resetPasswordWithToken,
} from '../../../db/queries/password-reset';
import { findSessionUser, revokeSessions } from '../../../db/queries/session';
import { findLoginUser, findUserIdByEmail, insertUser, isEmailTaken } from '../../../db/queries/users';
import {
  RESET_MAIL_SUBJECT,
  RESET_MAX_PER_WINDOW,
  RESET_MESSAGES,
  RESET_WINDOW_MINUTES,
  hashResetToken,
  newResetToken,
  resetExpiry,
  resetLink,
  resetMailBody,
} from '../auth/password-reset';
import { loadUserView } from '../auth/session-user';
import type { TEmulatorDeps } from '../deps';
import { HttpError, invalidField } from '../http-error';
import { signSessionToken } from '../jwt';
import type { TEmulatorEnv } from '../mount-endpoint';
import { mountEndpoint } from '../mount-endpoint';
import { portalOrigin } from '../records/consent/start-consent';
import { SERVER_MESSAGES } from '../../../shared/validation/messages';

export const AUTH_MESSAGES = {
  registered: 'User registered successfully.',
  loggedIn: 'User logged in successfully.',
  loggedOut: 'Logged out.',
  badCredentials: 'These credentials do not match our records.',
  tooManyAttempts: 'Too many login attempts. Please try again in a few minutes.',
  tooManyRegistrations: 'Too many registrations from your network. Please try again later.',
  tooManyResetAttempts: 'Too many attempts with reset links. Please try again in a few minutes.',
} as const;

export const registerAuthRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  // Hashing for a request goes through this emulator's gate: 429 when too many wait (db/password-hash.ts).
  const { passwords } = deps;
  /** Compared against when the email is unknown, so a miss takes as long as a wrong password. */
  let decoyHash: Promise<string> | undefined;
  const decoy = () =>
    (decoyHash ??= passwords.hash('decoy-password-that-never-matches').catch((error: unknown) => {
      // Refused (hashing busy): try again next time rather than keep the failure for ever.
      decoyHash = undefined;
      throw error;
    }));

  // The one table of sign-in limits, at this door (auth/sign-in-throttle.ts). The address is the
  // socket's (or the one the portal lent in process), never a header from a socket.
  const { throttled } = deps.signIns;
  /** In-process calls without a lent address share one key. */
  const addressOf = (clientAddress: () => string | null) => clientAddress() ?? 'unknown';

  const sessionFor = async (userId: number, message: string) => {
    const user = loadUserView(deps.db, userId);
    const session = findSessionUser(deps.db, userId);
    if (!user || !session) throw new Error(`User ${userId} vanished while signing in`);
    const token = await signSessionToken(
      { userId, role: user.role, tokenVersion: session.token_version },
      deps.jwt,
    );
    return { success: true as const, data: { token, user }, message };
  };

  mountEndpoint(app, deps, register, async (deps, _caller, input, { clientAddress }) => {
    const address = addressOf(clientAddress);
    return throttled('register', address, input.email, AUTH_MESSAGES.tooManyRegistrations, async () => {
      if (isEmailTaken(deps.db, input.email)) throw invalidField('email', SERVER_MESSAGES.emailTaken);
      const passwordHash = await passwords.hash(input.password, address);
      const userId = insertUser(deps.db, { name: input.name, email: input.email, password_hash: passwordHash });
      if (userId === null) throw invalidField('email', SERVER_MESSAGES.emailTaken);
      return sessionFor(userId, AUTH_MESSAGES.registered);
    });
  });

  mountEndpoint(app, deps, login, async (deps, _caller, input, { clientAddress }) => {
    const address = addressOf(clientAddress);
    return throttled('login', address, input.email, AUTH_MESSAGES.tooManyAttempts, async () => {
      const user = findLoginUser(deps.db, input.email);
      const isValid = await passwords.verify(input.password, user?.password_hash ?? (await decoy()), address);
      if (!user || !isValid) throw new HttpError(422, AUTH_MESSAGES.badCredentials);
      return sessionFor(user.id, AUTH_MESSAGES.loggedIn);
    });
  });

  // Ends the session of the token it is called with (a stolen copy of it too); the user's other
  // devices stay signed in. A token without an id (made before ids) ends every session instead.
  mountEndpoint(app, deps, logout, (deps, caller) => {
    if (caller.session?.jti) deps.revokedTokens.revoke(caller.session.jti, caller.session.expiresAtMs);
    else revokeSessions(deps.db, caller.id);
    return { success: true as const, message: AUTH_MESSAGES.loggedOut };
  });

  // Not throttled here: past its cap per user the mail stops and the answer stays the same, so
  // nobody learns whether an address has an account (the portal throttles it before the call).
  mountEndpoint(app, deps, requestPasswordReset, (deps, _caller, input) => {
    const user = findUserIdByEmail(deps.db, input.email);
    if (user) {
      const since = new Date(Date.now() - RESET_WINDOW_MINUTES * 60_000).toISOString();
      // Past the cap the answer stays the same: nothing tells a caller whether mail went out.
      if (countResetTokensSince(deps.db, user.id, since) < RESET_MAX_PER_WINDOW) {
        const { token, tokenHash } = newResetToken();
        const link = resetLink(portalOrigin(deps), token, input.email);
        deps.db.transaction(() => {
          insertResetToken(deps.db, { userId: user.id, tokenHash, expiresAt: resetExpiry() });
          insertOutboxMail(deps.db, { to: input.email, subject: RESET_MAIL_SUBJECT, body: resetMailBody(user.name, link), link });
        });
      }
    }
    return { message: RESET_MESSAGES.requested };
  });

  mountEndpoint(app, deps, confirmPasswordReset, async (deps, _caller, input, { clientAddress }) => {
    const address = addressOf(clientAddress);
    return throttled('confirmPasswordReset', address, input.email, AUTH_MESSAGES.tooManyResetAttempts, async () => {
      const invalid = () => new HttpError(422, RESET_MESSAGES.invalid);
      const token = findResetToken(deps.db, hashResetToken(input.token));
      if (!token || token.used_at !== null || token.user_email !== input.email) throw invalid();
      if (token.expires_at <= new Date().toISOString()) throw invalid();
      const passwordHash = await passwords.hash(input.password, address);
      const isReset = resetPasswordWithToken(deps.db, { tokenId: token.id, userId: token.user_id, passwordHash });
      if (!isReset) throw invalid();
      // A new password ends the account's sign-in count from the address that set it.
      await deps.signIns.forgive('login', address, input.email);
      return { message: RESET_MESSAGES.confirmed };
    });
  });
};
