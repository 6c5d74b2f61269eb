// Business accounts and their memberships. Explicit columns only; hot lookups (membership
// checks every scoped request makes) are prepared statements cached per connection.
import type Database from 'better-sqlite3';

export type TBusinessAccountRow = { id: number; name: string; path: string; created_at: string; updated_at: string };
export type TMemberRole = 'owner' | 'member';

const BA_COLUMNS = 'ba.id, ba.name, ba.path, ba.created_at, ba.updated_at';

type TStatements = {
  byId: Database.Statement<[number], TBusinessAccountRow>;
  memberRole: Database.Statement<[number, number], { role: TMemberRole }>;
};
const cache = new WeakMap<Database.Database, TStatements>();

const statementsOf = (sqlite: Database.Database): TStatements => {
  let statements = cache.get(sqlite);
  if (!statements) {
    statements = {
      byId: sqlite.prepare(`SELECT ${BA_COLUMNS} FROM business_accounts ba WHERE ba.id = ?`),
      memberRole: sqlite.prepare('SELECT role FROM business_account_members WHERE ba_id = ? AND user_id = ?'),
    };
    cache.set(sqlite, statements);
  }
  return statements;
};

export const findBusinessAccount = (sqlite: Database.Database, id: number): TBusinessAccountRow | undefined =>
  statementsOf(sqlite).byId.get(id);

/** The user's role in the business account, or undefined when not a member. */
export const findMemberRole = (sqlite: Database.Database, baId: number, userId: number): TMemberRole | undefined =>
  statementsOf(sqlite).memberRole.get(baId, userId)?.role;
