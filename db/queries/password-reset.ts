// Password-reset tokens (only their sha256 is stored) and the password change they allow.
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { passwordResetTokens, users } from '../schema';

export const insertResetToken = (db: TDatabase, values: { userId: number; tokenHash: string; expiresAt: string }): void => {
  db.insert(passwordResetTokens).values({ user_id: values.userId, token_hash: values.tokenHash, expires_at: values.expiresAt }).run();
};

/** How many reset tokens were issued to the user since the given ISO time (to cap mail floods). */
export const countResetTokensSince = (db: TDatabase, userId: number, sinceIso: string): number =>
  db
    .select({ total: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.user_id, userId), gte(passwordResetTokens.created_at, sinceIso)))
    .get()?.total ?? 0;

export const findResetToken = (db: TDatabase, tokenHash: string) =>
  db
    .select({
      id: passwordResetTokens.id,
      user_id: passwordResetTokens.user_id,
      user_email: users.email,
      expires_at: passwordResetTokens.expires_at,
      used_at: passwordResetTokens.used_at,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(eq(passwordResetTokens.token_hash, tokenHash))
    .get();


/**
 * Uses the token once: sets the new password hash, bumps token_version (every earlier JWT stops
 * verifying) and retires all of the user's outstanding tokens. False when the token was already
 * used (a concurrent confirm won).
 */
export const resetPasswordWithToken = (db: TDatabase, params: { tokenId: number; userId: number; passwordHash: string }): boolean =>
  db.transaction((tx) => {
    const now = new Date().toISOString();
    const used = tx
      .update(passwordResetTokens)
      .set({ used_at: now })
      .where(and(eq(passwordResetTokens.id, params.tokenId), isNull(passwordResetTokens.used_at)))
      .run().changes;
    if (used === 0) return false;
    tx.update(passwordResetTokens)
      .set({ used_at: now })
      .where(and(eq(passwordResetTokens.user_id, params.userId), isNull(passwordResetTokens.used_at)))
      .run();
    tx.update(users)
      .set({ password_hash: params.passwordHash, token_version: sql`${users.token_version} + 1`, updated_at: now })
      .where(eq(users.id, params.userId))
      .run();
    return true;
  });
