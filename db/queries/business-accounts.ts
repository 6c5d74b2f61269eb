// Business accounts and their memberships. Explicit columns only; the lookups every scoped
// request makes (account by id, membership role) are prepared statements cached per connection.
import type Database from 'better-sqlite3';
import { asc, count, eq } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { businessAccountMembers, businessAccounts } from '../schema/business-accounts';

export type TBusinessAccountRow = { id: number; name: string; path: string; created_at: string; updated_at: string };
export type TMemberRole = 'owner' | 'member';

const BA_COLUMNS = {
  id: businessAccounts.id,
  name: businessAccounts.name,
  path: businessAccounts.path,
  created_at: businessAccounts.created_at,
  updated_at: businessAccounts.updated_at,
};

type TStatements = {
  byId: Database.Statement<[number], TBusinessAccountRow>;
  memberRole: Database.Statement<[number, number], { role: TMemberRole }>;
};
const cache = new WeakMap<Database.Database, TStatements>();

const statementsOf = (sqlite: Database.Database): TStatements => {
  let statements = cache.get(sqlite);
  if (!statements) {
    statements = {
      byId: sqlite.prepare('SELECT id, name, path, created_at, updated_at FROM business_accounts WHERE id = ?'),
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

/** The business accounts the user belongs to, oldest first (the first is the default current one). */
export const listBusinessAccountsOfUser = (db: TDatabase, userId: number): TBusinessAccountRow[] =>
  db
    .select(BA_COLUMNS)
    .from(businessAccountMembers)
    .innerJoin(businessAccounts, eq(businessAccounts.id, businessAccountMembers.ba_id))
    .where(eq(businessAccountMembers.user_id, userId))
    .orderBy(asc(businessAccounts.id))
    .all();

/** Creates the account and makes the user its owner member, in one transaction. */
export const createBusinessAccount = (
  db: TDatabase,
  values: { name: string; path: string; ownerId: number },
): TBusinessAccountRow =>
  db.transaction((tx) => {
    const row = tx
      .insert(businessAccounts)
      .values({ name: values.name, path: values.path, created_by: values.ownerId })
      .returning(BA_COLUMNS)
      .get();
    tx.insert(businessAccountMembers).values({ ba_id: row.id, user_id: values.ownerId, role: 'owner' }).run();
    return row;
  });

export const updateBusinessAccount = (
  db: TDatabase,
  id: number,
  values: { name: string; path: string },
): TBusinessAccountRow | undefined =>
  db
    .update(businessAccounts)
    .set({ ...values, updated_at: new Date().toISOString() })
    .where(eq(businessAccounts.id, id))
    .returning(BA_COLUMNS)
    .get();

/** Deletes the account; members, invites, integrations, exports and their records go with it (FK cascade). */
export const deleteBusinessAccount = (db: TDatabase, id: number): boolean =>
  db.delete(businessAccounts).where(eq(businessAccounts.id, id)).run().changes > 0;

export const countBusinessAccounts = (db: TDatabase): number =>
  db.select({ total: count() }).from(businessAccounts).get()?.total ?? 0;

export const listBusinessAccountsPage = (db: TDatabase, params: { limit: number; offset: number }): TBusinessAccountRow[] =>
  db.select(BA_COLUMNS).from(businessAccounts).orderBy(asc(businessAccounts.id)).limit(params.limit).offset(params.offset).all();

export const countMembers = (db: TDatabase, baId: number): number =>
  db.select({ total: count() }).from(businessAccountMembers).where(eq(businessAccountMembers.ba_id, baId)).get()?.total ??
  0;
