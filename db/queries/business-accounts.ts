// Business accounts and their memberships. Explicit columns only; every query is a prepared
// statement cached per connection (statement-cache.ts): membership checks and the account list
// run on most requests.
import type Database from 'better-sqlite3';
import type { TDatabase } from '../client';
import { containsPattern } from './like-pattern';
import { connectionOf, prepared } from './statement-cache';

export type TBusinessAccountRow = { id: number; name: string; path: string; created_at: string; updated_at: string };
export type TMemberRole = 'owner' | 'member';

const BA_COLUMNS = 'b.id, b.name, b.path, b.created_at, b.updated_at';

export const findBusinessAccount = (sqlite: Database.Database, id: number): TBusinessAccountRow | undefined =>
  prepared<[number], TBusinessAccountRow>(sqlite, `SELECT ${BA_COLUMNS} FROM business_accounts b WHERE b.id = ?`).get(id);

/** The user's role in the business account, or undefined when not a member. */
export const findMemberRole = (sqlite: Database.Database, baId: number, userId: number): TMemberRole | undefined =>
  prepared<[number, number], { role: TMemberRole }>(
    sqlite,
    'SELECT role FROM business_account_members WHERE ba_id = ? AND user_id = ?',
  ).get(baId, userId)?.role;

/** The business accounts the user belongs to, oldest first (the first is the default current one). */
export const listBusinessAccountsOfUser = (db: TDatabase, userId: number): TBusinessAccountRow[] =>
  prepared<[number], TBusinessAccountRow>(
    connectionOf(db),
    `SELECT ${BA_COLUMNS} FROM business_account_members m JOIN business_accounts b ON b.id = m.ba_id
     WHERE m.user_id = ? ORDER BY b.id`,
  ).all(userId);

/** Creates the account and makes the user its owner member, in one transaction. */
export const createBusinessAccount = (
  db: TDatabase,
  values: { name: string; path: string; ownerId: number },
): TBusinessAccountRow => {
  const sqlite = connectionOf(db);
  return sqlite.transaction(() => {
    const row = prepared<[string, string, number], TBusinessAccountRow>(
      sqlite,
      `INSERT INTO business_accounts (name, path, created_by) VALUES (?, ?, ?)
       RETURNING id, name, path, created_at, updated_at`,
    ).get(values.name, values.path, values.ownerId);
    if (!row) throw new Error('The business account was not written.');
    prepared<[number, number]>(
      sqlite,
      "INSERT INTO business_account_members (ba_id, user_id, role) VALUES (?, ?, 'owner')",
    ).run(row.id, values.ownerId);
    return row;
  })();
};

export const updateBusinessAccount = (
  db: TDatabase,
  id: number,
  values: { name: string; path: string },
): TBusinessAccountRow | undefined =>
  prepared<[string, string, string, number], TBusinessAccountRow>(
    connectionOf(db),
    `UPDATE business_accounts SET name = ?, path = ?, updated_at = ? WHERE id = ?
     RETURNING id, name, path, created_at, updated_at`,
  ).get(values.name, values.path, new Date().toISOString(), id);

/** Deletes the account; members, invites, integrations, exports and their records go with it (FK cascade). */
export const deleteBusinessAccount = (db: TDatabase, id: number): boolean =>
  prepared<[number]>(connectionOf(db), 'DELETE FROM business_accounts WHERE id = ?').run(id).changes > 0;

const BA_MATCHES = "WHERE (b.name LIKE @pattern ESCAPE '\\' OR b.path LIKE @pattern ESCAPE '\\')";

/** How many business accounts there are, optionally only those whose name or path contains `search`. */
export const countBusinessAccounts = (db: TDatabase, search?: string): number =>
  (search === undefined
    ? prepared<[], { total: number }>(connectionOf(db), 'SELECT count(*) AS total FROM business_accounts').get()
    : prepared<[{ pattern: string }], { total: number }>(connectionOf(db), `SELECT count(*) AS total FROM business_accounts b ${BA_MATCHES}`).get({
        pattern: containsPattern(search),
      })
  )?.total ?? 0;

/** A page of business accounts by id, optionally only those whose name or path contains `search`. */
export const listBusinessAccountsPage = (db: TDatabase, params: { limit: number; offset: number; search?: string }): TBusinessAccountRow[] =>
  params.search === undefined
    ? prepared<[number, number], TBusinessAccountRow>(
        connectionOf(db),
        `SELECT ${BA_COLUMNS} FROM business_accounts b ORDER BY b.id LIMIT ? OFFSET ?`,
      ).all(params.limit, params.offset)
    : prepared<[{ pattern: string; limit: number; offset: number }], TBusinessAccountRow>(
        connectionOf(db),
        `SELECT ${BA_COLUMNS} FROM business_accounts b ${BA_MATCHES} ORDER BY b.id LIMIT @limit OFFSET @offset`,
      ).all({ pattern: containsPattern(params.search), limit: params.limit, offset: params.offset });

export const countMembers = (db: TDatabase, baId: number): number =>
  prepared<[number], { total: number }>(
    connectionOf(db),
    'SELECT count(*) AS total FROM business_account_members WHERE ba_id = ?',
  ).get(baId)?.total ?? 0;
