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
import { createAttemptLimiter } from '../auth/attempt-limiter';
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

/**
 * Throttles after OWASP's credential-stuffing guidance: failures count per account *and*
 * client address, so failures from one address never lock the owner out elsewhere; an
 * address failing across many accounts is slowed as a whole; every block ends with its
 * window and answers 429 with Retry-After. The address is the socket's, never a header.
 */
export const AUTH_LIMITS = {
  loginPerAccountAndAddress: { max: 10, windowMs: 15 * 60_000 },
  loginPerAddress: { max: 100, windowMs: 15 * 60_000 },
  registerPerAddress: { max: 40, windowMs: 15 * 60_000 },
  resetConfirmFailuresPerAddress: { max: 20, windowMs: 15 * 60_000 },
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

  const loginFailures = createAttemptLimiter(AUTH_LIMITS.loginPerAccountAndAddress);
  const addressLoginFailures = createAttemptLimiter(AUTH_LIMITS.loginPerAddress);
  const registrations = createAttemptLimiter(AUTH_LIMITS.registerPerAddress);
  const resetFailures = createAttemptLimiter(AUTH_LIMITS.resetConfirmFailuresPerAddress);
  /** In-process calls without a lent address share one key. */
  const addressOf = (clientAddress: () => string | null) => clientAddress() ?? 'unknown';
  const refuseWhileLimited = (seconds: number, message: string) => {
    if (seconds > 0) throw new HttpError(429, message, undefined, seconds);
  };

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

  mountEndpoint(app, deps, register, async ({ input, clientAddress }) => {
    const address = addressOf(clientAddress);
    refuseWhileLimited(registrations.retryAfterSeconds(address), AUTH_MESSAGES.tooManyRegistrations);
    registrations.record(address);
    if (isEmailTaken(deps.db, input.email)) throw invalidField('email', SERVER_MESSAGES.emailTaken);
    const passwordHash = await passwords.hash(input.password);
    const userId = insertUser(deps.db, { name: input.name, email: input.email, password_hash: passwordHash });
    if (userId === null) throw invalidField('email', SERVER_MESSAGES.emailTaken);
    return sessionFor(userId, AUTH_MESSAGES.registered);
  });

  mountEndpoint(app, deps, login, async ({ input, clientAddress }) => {
    const address = addressOf(clientAddress);
    const accountKey = `${address} ${input.email.toLowerCase()}`;
    refuseWhileLimited(
      Math.max(loginFailures.retryAfterSeconds(accountKey), addressLoginFailures.retryAfterSeconds(address)),
      AUTH_MESSAGES.tooManyAttempts,
    );
    const user = findLoginUser(deps.db, input.email);
    const isValid = await passwords.verify(input.password, user?.password_hash ?? (await decoy()));
    if (!user || !isValid) {
      loginFailures.record(accountKey);
      addressLoginFailures.record(address);
      throw new HttpError(422, AUTH_MESSAGES.badCredentials);
    }
    loginFailures.reset(accountKey);
    return sessionFor(user.id, AUTH_MESSAGES.loggedIn);
  });

  // Ends the caller's sessions: revoking by token version needs no table of revoked tokens, and
  // a stolen copy of the token dies with it (decision 051: every device of the user signs out).
  mountEndpoint(app, deps, logout, ({ caller }) => {
    revokeSessions(deps.db, caller.id);
    return { success: true as const, message: AUTH_MESSAGES.loggedOut };
  });

  mountEndpoint(app, deps, requestPasswordReset, ({ input }) => {
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

  mountEndpoint(app, deps, confirmPasswordReset, async ({ input, clientAddress }) => {
    const address = addressOf(clientAddress);
    refuseWhileLimited(resetFailures.retryAfterSeconds(address), AUTH_MESSAGES.tooManyResetAttempts);
    const invalid = () => {
      resetFailures.record(address);
      return new HttpError(422, RESET_MESSAGES.invalid);
    };
    const token = findResetToken(deps.db, hashResetToken(input.token));
    if (!token || token.used_at !== null || token.user_email !== input.email) throw invalid();
    if (token.expires_at <= new Date().toISOString()) throw invalid();
    const passwordHash = await passwords.hash(input.password);
    const isReset = resetPasswordWithToken(deps.db, { tokenId: token.id, userId: token.user_id, passwordHash });
    if (!isReset) throw invalid();
    // A new password ends the account's login throttle from the address that set it.
    loginFailures.reset(`${address} ${input.email.toLowerCase()}`);
    return { message: RESET_MESSAGES.confirmed };
  });
};
