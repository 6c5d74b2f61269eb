// Password-reset tokens (only their sha256 is stored) and the password change they allow.
// Prepared statements cached per connection (statement-cache.ts).
import type { TDatabase } from '../client';
import { connectionOf, prepared } from './statement-cache';

export type TResetTokenRow = {
  id: number;
  user_id: number;
  user_email: string;
  expires_at: string;
  used_at: string | null;
};

export const insertResetToken = (
  db: TDatabase,
  values: { userId: number; tokenHash: string; expiresAt: string },
): void => {
  prepared<[number, string, string]>(
    connectionOf(db),
    'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES (?, ?, ?)',
  ).run(values.userId, values.tokenHash, values.expiresAt);
};

/** How many reset tokens were issued to the user since the given ISO time (to cap mail floods). */
export const countResetTokensSince = (db: TDatabase, userId: number, sinceIso: string): number =>
  prepared<[number, string], { total: number }>(
    connectionOf(db),
    'SELECT count(*) AS total FROM password_reset_tokens WHERE user_id = ? AND created_at >= ?',
  ).get(userId, sinceIso)?.total ?? 0;

export const findResetToken = (db: TDatabase, tokenHash: string): TResetTokenRow | undefined =>
  prepared<[string], TResetTokenRow>(
    connectionOf(db),
    `SELECT t.id, t.user_id, u.email AS user_email, t.expires_at, t.used_at
     FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = ?`,
  ).get(tokenHash);

/**
 * Uses the token once: sets the new password hash, bumps token_version (every earlier JWT stops
 * verifying) and retires all of the user's outstanding tokens. False when the token was already
 * used (a concurrent confirm won).
 */
export const resetPasswordWithToken = (
  db: TDatabase,
  params: { tokenId: number; userId: number; passwordHash: string },
): boolean => {
  const sqlite = connectionOf(db);
  return sqlite.transaction(() => {
    const now = new Date().toISOString();
    const used = prepared<[string, number]>(
      sqlite,
      'UPDATE password_reset_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL',
    ).run(now, params.tokenId).changes;
    if (used === 0) return false;
    prepared<[string, number]>(
      sqlite,
      'UPDATE password_reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
    ).run(now, params.userId);
    prepared<[string, string, number]>(
      sqlite,
      'UPDATE users SET password_hash = ?, token_version = token_version + 1, updated_at = ? WHERE id = ?',
    ).run(params.passwordHash, now, params.userId);
    return true;
  })();
};
