// Sessions: the lookups every authenticated request makes (its user, and whether its token was
// logged out), prepared once per database; ending a user's sessions, or one token.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { revokedTokens, users } from '../schema';
import { preparedPerDatabase } from './prepared';

const sessionUser = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, role: users.role, email: users.email, token_version: users.token_version })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);


export const findSessionUser = (db: TDatabase, userId: number) => sessionUser(db).get({ id: userId });

/**
 * Ends every session of a user (logout, a new email): the token version every JWT carries moves
 * on, so authenticate() refuses the earlier tokens. Answers the new version, for a token of its own.
 */
export const revokeSessions = (db: TDatabase, userId: number): number | undefined =>
  db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, userId))
    .returning({ token_version: users.token_version })
    .get()?.token_version;

const revokedToken = preparedPerDatabase((db) =>
  db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(and(eq(revokedTokens.jti, sql.placeholder('jti')), gt(revokedTokens.expires_at_ms, sql.placeholder('now'))))
    .prepare(),
);

/** True while the token with this id is logged out and not yet expired. */
export const isTokenRevoked = (db: TDatabase, jti: string, nowMs: number): boolean => revokedToken(db).get({ jti, now: nowMs }) !== undefined;

/** Logs out one token until it would have expired; the rows of tokens expired by now go. */
export const revokeToken = (db: TDatabase, jti: string, expiresAtMs: number, nowMs: number): void => {
  db.transaction((tx) => {
    tx.delete(revokedTokens).where(lte(revokedTokens.expires_at_ms, nowMs)).run();
    tx.insert(revokedTokens).values({ jti, expires_at_ms: expiresAtMs }).onConflictDoNothing().run();
  });
};
