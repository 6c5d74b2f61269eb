// Register, login and password reset (spec §7, authentication).
import type { Hono } from 'hono';
import { confirmPasswordReset, login, register, requestPasswordReset } from '../../../shared/contract/auth';
import { insertOutboxMail } from '../../../db/queries/outbox';
import {
  countResetTokensSince,
  findResetToken,
  insertResetToken,
  resetPasswordWithToken,
} from '../../../db/queries/password-reset';
import { findSessionUser } from '../../../db/queries/session';
import { findLoginUser, findUserIdByEmail, insertUser, isEmailTaken } from '../../../db/queries/users';
import { hashPassword, verifyPassword } from '../../../db/password-hash';
import { createLoginThrottle } from '../auth/login-throttle';
import { linkOrigin } from '../auth/origin';
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
import { HttpError } from '../http-error';
import { signSessionToken } from '../jwt';
import type { TEmulatorEnv } from '../mount-endpoint';
import { mountEndpoint } from '../mount-endpoint';

export const AUTH_MESSAGES = {
  registered: 'User registered successfully.',
  loggedIn: 'User logged in successfully.',
  emailTaken: 'The email has already been taken.',
  badCredentials: 'These credentials do not match our records.',
  tooManyAttempts: 'Too many login attempts. Please try again in a few minutes.',
} as const;

/** Compared against when the email is unknown, so a miss takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-that-never-matches'));

export const registerAuthRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  const throttle = createLoginThrottle();

  const sessionFor = async (userId: number, message: string) => {
    const user = loadUserView(deps.db, userId);
    const session = findSessionUser(deps.sqlite, userId);
    if (!user || !session) throw new Error(`User ${userId} vanished while signing in`);
    const token = await signSessionToken(
      { userId, role: user.role, tokenVersion: session.token_version },
      deps.jwt,
    );
    return { success: true as const, data: { token, user }, message };
  };

  mountEndpoint(app, deps, register, async ({ input }) => {
    const emailTaken = () => new HttpError(422, AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
    if (isEmailTaken(deps.db, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    const userId = insertUser(deps.db, { name: input.name, email: input.email, password_hash: passwordHash });
    if (userId === null) throw emailTaken();
    return sessionFor(userId, AUTH_MESSAGES.registered);
  });

  mountEndpoint(app, deps, login, async ({ input }) => {
    if (throttle.isBlocked(input.email)) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
    const user = findLoginUser(deps.sqlite, input.email);
    const isValid = await verifyPassword(input.password, user?.password_hash ?? (await decoy()));
    if (!user || !isValid) {
      throttle.recordFailure(input.email);
      throw new HttpError(422, AUTH_MESSAGES.badCredentials);
    }
    throttle.reset(input.email);
    return sessionFor(user.id, AUTH_MESSAGES.loggedIn);
  });

  mountEndpoint(app, deps, requestPasswordReset, ({ input, c }) => {
    const user = findUserIdByEmail(deps.db, input.email);
    if (user) {
      const since = new Date(Date.now() - RESET_WINDOW_MINUTES * 60_000).toISOString();
      // Past the cap the answer stays the same: nothing tells a caller whether mail went out.
      if (countResetTokensSince(deps.db, user.id, since) < RESET_MAX_PER_WINDOW) {
        const { token, tokenHash } = newResetToken();
        const link = resetLink(linkOrigin(deps, c), token, input.email);
        deps.sqlite.transaction(() => {
          insertResetToken(deps.db, { userId: user.id, tokenHash, expiresAt: resetExpiry() });
          insertOutboxMail(deps.db, { to: input.email, subject: RESET_MAIL_SUBJECT, body: resetMailBody(user.name, link), link });
        })();
      }
    }
    return { message: RESET_MESSAGES.requested };
  });

  mountEndpoint(app, deps, confirmPasswordReset, async ({ input }) => {
    const invalid = () => new HttpError(422, RESET_MESSAGES.invalid);
    const token = findResetToken(deps.db, hashResetToken(input.token));
    if (!token || token.used_at !== null || token.user_email !== input.email) throw invalid();
    if (token.expires_at <= new Date().toISOString()) throw invalid();
    const passwordHash = await hashPassword(input.password);
    const isReset = resetPasswordWithToken(deps.db, { tokenId: token.id, userId: token.user_id, passwordHash });
    if (!isReset) throw invalid();
    throttle.reset(input.email);
    return { message: RESET_MESSAGES.confirmed };
  });
};
