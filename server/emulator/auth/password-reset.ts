// Password-reset tokens and mail: 32 random bytes (base64url) handed out once in a link,
// stored only as their sha256, valid for PASSWORD_RESET_TOKEN_TTL_MINUTES.
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TOKEN_TTL_MINUTES } from '../../../shared/constants';
import { ROUTES } from '../../../shared/routes';

export const RESET_MESSAGES = {
  requested: 'If the email is registered, a reset link has been sent.',
  confirmed: 'Your password has been reset. You can now sign in with the new password.',
  invalid: 'This password reset link is invalid or has expired.',
} as const;

export const RESET_MAIL_SUBJECT = 'Reset your password';

/** At most this many reset mails per user per window; more requests still get the same answer. */
export const RESET_MAX_PER_WINDOW = 5;
export const RESET_WINDOW_MINUTES = 15;

export const hashResetToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const newResetToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
};

export const resetExpiry = (): string =>
  new Date(Date.now() + PASSWORD_RESET_TOKEN_TTL_MINUTES * 60_000).toISOString();

/** The confirm page link: `${origin}/password-reset-confirm/?token=…&email=…`. */
export const resetLink = (origin: string, token: string, email: string): string => {
  const query = new URLSearchParams({ token, email });
  return `${origin.replace(/\/+$/, '')}${ROUTES.password_reset_confirm.path}?${query.toString()}`;
};

export const resetMailBody = (name: string, link: string): string =>
  [
    `Hello ${name},`,
    '',
    'Someone asked to reset the password of your account. To choose a new password, open this link:',
    link,
    '',
    `The link works once and expires in ${PASSWORD_RESET_TOKEN_TTL_MINUTES} minutes.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
