// Password reset (spec §7, authentication): asking for a link by mail, and setting a new
// password with it.
import type { confirmPasswordReset, requestPasswordReset } from '../../../../shared/contract/auth';
import { insertOutboxMail } from '../../../../db/queries/outbox';
import { countResetTokensSince, findResetToken, insertResetToken, resetPasswordWithToken } from '../../../../db/queries/password-reset';
import { findUserIdByEmail } from '../../../../db/queries/users';
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
} from '../../auth/password-reset';
import type { TEndpointHandler } from '../../endpoint-handler';
import { HttpError } from '../../http-error';
import { portalOrigin } from '../consent/start-consent';
import { AUTH_MESSAGES, addressOf } from './auth-messages';

/**
 * Not throttled here: past its cap per user the mail stops and the answer stays the same, so
 * nobody learns whether an address has an account (the portal throttles it before the call).
 */
export const mailResetLink: TEndpointHandler<typeof requestPasswordReset> = (deps, _caller, input) => {
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
};

export const setPasswordWithLink: TEndpointHandler<typeof confirmPasswordReset> = async (deps, _caller, input, { clientAddress }) => {
  const address = addressOf(clientAddress);
  return deps.signIns.throttled('confirmPasswordReset', address, input.email, AUTH_MESSAGES.tooManyResetAttempts, async () => {
    const invalid = () => new HttpError(422, RESET_MESSAGES.invalid);
    const token = findResetToken(deps.db, hashResetToken(input.token));
    if (!token || token.used_at !== null || token.user_email !== input.email) throw invalid();
    if (token.expires_at <= new Date().toISOString()) throw invalid();
    const passwordHash = await deps.passwords.hash(input.password, address);
    const isReset = resetPasswordWithToken(deps.db, { tokenId: token.id, userId: token.user_id, passwordHash });
    if (!isReset) throw invalid();
    // A new password ends the account's sign-in count from the address that set it.
    await deps.signIns.forgive('login', address, input.email);
    return { message: RESET_MESSAGES.confirmed };
  });
};
