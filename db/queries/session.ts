// The one lookup every authenticated request makes: a prepared statement, cached per connection.
import type Database from 'better-sqlite3';

export type TSessionUser = { id: number; role: 'client' | 'admin'; email: string; token_version: number };

const statements = new WeakMap<Database.Database, Database.Statement<[number], TSessionUser>>();

export const findSessionUser = (sqlite: Database.Database, userId: number): TSessionUser | undefined => {
  let statement = statements.get(sqlite);
  if (!statement) {
    statement = sqlite.prepare<[number], TSessionUser>(
      'SELECT id, role, email, token_version FROM users WHERE id = ?',
    );
    statements.set(sqlite, statement);
  }
  return statement.get(userId);
};
