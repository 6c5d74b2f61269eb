// The one lookup every authenticated request makes, prepared once per database.
import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { users } from '../schema';
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
