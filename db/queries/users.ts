// Users: sign-in lookup, registration, profile, password change and the admin directory.
// Explicit columns everywhere; password_hash is read by findLoginUser only. Every query is a
// prepared statement cached per connection (statement-cache.ts): profile and business-account
// calls look the user up on each request.
import type Database from 'better-sqlite3';
import type { TDatabase } from '../client';
import { containsPattern } from './like-pattern';
import { connectionOf, prepared } from './statement-cache';

/** The public columns of a user (spec §3), as every answer may show them. */
const USER_COLUMNS = 'u.id, u.name, u.email, u.role, u.project_path, u.last_name, u.phone, u.telegram, u.facebook';

export type TUserRow = {
  id: number;
  name: string;
  email: string;
  role: 'client' | 'admin';
  project_path: string | null;
  last_name: string | null;
  phone: string | null;
  telegram: string | null;
  facebook: string | null;
};

export type TLoginUser = { id: number; role: 'client' | 'admin'; token_version: number; password_hash: string };

/** The one query that reads password_hash: login, by lower-cased email. */
export const findLoginUser = (sqlite: Database.Database, email: string): TLoginUser | undefined =>
  prepared<[string], TLoginUser>(sqlite, 'SELECT id, role, token_version, password_hash FROM users WHERE email = ?').get(
    email,
  );

export const findUser = (db: TDatabase, id: number): (TUserRow & { current_ba_id: number | null }) | undefined =>
  prepared<[number], TUserRow & { current_ba_id: number | null }>(
    connectionOf(db),
    `SELECT ${USER_COLUMNS}, u.current_ba_id FROM users u WHERE u.id = ?`,
  ).get(id);

export const findUserIdByEmail = (db: TDatabase, email: string): { id: number; name: string } | undefined =>
  prepared<[string], { id: number; name: string }>(connectionOf(db), 'SELECT id, name FROM users WHERE email = ?').get(email);

export const isEmailTaken = (db: TDatabase, email: string, exceptUserId?: number): boolean =>
  (exceptUserId === undefined
    ? prepared<[string], { id: number }>(connectionOf(db), 'SELECT id FROM users WHERE email = ? LIMIT 1').get(email)
    : prepared<[string, number], { id: number }>(connectionOf(db), 'SELECT id FROM users WHERE email = ? AND id <> ? LIMIT 1').get(
        email,
        exceptUserId,
      )) !== undefined;

/** Project domains are compared without regard to case: `Acme` and `acme` are the same domain. */
export const isProjectPathTaken = (db: TDatabase, projectPath: string, exceptUserId?: number): boolean =>
  (exceptUserId === undefined
    ? prepared<[string], { id: number }>(
        connectionOf(db),
        'SELECT id FROM users WHERE lower(project_path) = lower(?) LIMIT 1',
      ).get(projectPath)
    : prepared<[string, number], { id: number }>(
        connectionOf(db),
        'SELECT id FROM users WHERE lower(project_path) = lower(?) AND id <> ? LIMIT 1',
      ).get(projectPath, exceptUserId)) !== undefined;

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  }
  return false;
};

/** Inserts a client; null when the email is taken (also when a concurrent insert won the race). */
export const insertUser = (
  db: TDatabase,
  values: { name: string; email: string; password_hash: string },
): number | null => {
  try {
    const row = prepared<[typeof values], { id: number }>(
      connectionOf(db),
      "INSERT INTO users (name, email, password_hash, role) VALUES (@name, @email, @password_hash, 'client') RETURNING id",
    ).get(values);
    if (!row) throw new Error('The user was not written.');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
};

export type TProfileUpdate = {
  name: string;
  email: string;
  project_path: string;
  last_name: string | null;
  phone: string | null;
  telegram: string | null;
  facebook: string | null;
};

/** Saves a profile; 'taken' when a unique column (email, project path) collided in a race. */
export const updateProfile = (db: TDatabase, userId: number, values: TProfileUpdate): 'saved' | 'taken' => {
  try {
    prepared<[TProfileUpdate & { id: number; updated_at: string }]>(
      connectionOf(db),
      `UPDATE users SET name = @name, email = @email, project_path = @project_path, last_name = @last_name,
         phone = @phone, telegram = @telegram, facebook = @facebook, updated_at = @updated_at
       WHERE id = @id`,
    ).run({
      name: values.name,
      email: values.email,
      project_path: values.project_path,
      last_name: values.last_name,
      phone: values.phone,
      telegram: values.telegram,
      facebook: values.facebook,
      updated_at: new Date().toISOString(),
      id: userId,
    });
    return 'saved';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

const USER_MATCHES = "(u.name LIKE @pattern ESCAPE '\\' OR u.email LIKE @pattern ESCAPE '\\' OR u.project_path LIKE @pattern ESCAPE '\\')";

type TUserFilter = { businessAccountId?: number; search?: string };

/** FROM and WHERE of the admin users list: all users or one account's members, optionally searched. */
const userListFrom = (filter: TUserFilter) => {
  const conditions = [
    ...(filter.businessAccountId === undefined ? [] : ['m.ba_id = @ba_id']),
    ...(filter.search === undefined ? [] : [USER_MATCHES]),
  ];
  const from = filter.businessAccountId === undefined ? 'users u' : 'business_account_members m JOIN users u ON u.id = m.user_id';
  return `FROM ${from}${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
};

const userListParams = (filter: TUserFilter) => ({
  ...(filter.businessAccountId === undefined ? {} : { ba_id: filter.businessAccountId }),
  ...(filter.search === undefined ? {} : { pattern: containsPattern(filter.search) }),
});

/** How many users the admin list holds: all, one account's members, optionally only those matching a search. */
export const countUsers = (db: TDatabase, businessAccountId?: number, search?: string): number =>
  prepared<[Record<string, unknown>], { total: number }>(
    connectionOf(db),
    `SELECT count(*) AS total ${userListFrom({ businessAccountId, search })}`,
  ).get(userListParams({ businessAccountId, search }))?.total ?? 0;

/**
 * A page of users by id, optionally only the members of one business account, optionally only
 * those whose name, email or project path contains `search` (case-insensitive).
 */
export const listUsersPage = (
  db: TDatabase,
  params: { limit: number; offset: number; businessAccountId?: number; search?: string },
): TUserRow[] =>
  prepared<[Record<string, unknown>], TUserRow>(
    connectionOf(db),
    `SELECT ${USER_COLUMNS} ${userListFrom(params)} ORDER BY u.id LIMIT @limit OFFSET @offset`,
  ).all({ ...userListParams(params), limit: params.limit, offset: params.offset });
