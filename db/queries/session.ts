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
