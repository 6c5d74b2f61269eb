// Users: sign-in lookup, registration, profile, password change and the admin directory.
// Explicit columns everywhere; password_hash is read by findLoginUser only.
import type Database from 'better-sqlite3';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { businessAccountMembers } from '../schema/business-accounts';
import { users } from '../schema/users';

/** The public columns of a user (spec §3), as every answer may show them. */
export const USER_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  project_path: users.project_path,
  last_name: users.last_name,
  phone: users.phone,
  telegram: users.telegram,
  facebook: users.facebook,
};

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

const loginStatements = new WeakMap<Database.Database, Database.Statement<[string], TLoginUser>>();

/** The one query that reads password_hash: login, by lower-cased email. */
export const findLoginUser = (sqlite: Database.Database, email: string): TLoginUser | undefined => {
  let statement = loginStatements.get(sqlite);
  if (!statement) {
    statement = sqlite.prepare('SELECT id, role, token_version, password_hash FROM users WHERE email = ?');
    loginStatements.set(sqlite, statement);
  }
  return statement.get(email);
};

export const findUser = (db: TDatabase, id: number): (TUserRow & { current_ba_id: number | null }) | undefined =>
  db
    .select({ ...USER_COLUMNS, current_ba_id: users.current_ba_id })
    .from(users)
    .where(eq(users.id, id))
    .get();

export const findUserIdByEmail = (db: TDatabase, email: string): { id: number; name: string } | undefined =>
  db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)).get();

export const isEmailTaken = (db: TDatabase, email: string, exceptUserId?: number): boolean =>
  db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptUserId)))
    .get() !== undefined;

/** Project domains are compared without regard to case: `Acme` and `acme` are the same domain. */
export const isProjectPathTaken = (db: TDatabase, projectPath: string, exceptUserId?: number): boolean => {
  const samePath = sql`lower(${users.project_path}) = lower(${projectPath})`;
  return (
    db
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId === undefined ? samePath : and(samePath, ne(users.id, exceptUserId)))
      .get() !== undefined
  );
};

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
    const row = db.insert(users).values({ ...values, role: 'client' }).returning({ id: users.id }).get();
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
    db.update(users)
      .set({ ...values, updated_at: new Date().toISOString() })
      .where(eq(users.id, userId))
      .run();
    return 'saved';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

export const countUsers = (db: TDatabase, businessAccountId?: number): number => {
  const query =
    businessAccountId === undefined
      ? db.select({ total: count() }).from(users)
      : db
          .select({ total: count() })
          .from(businessAccountMembers)
          .where(eq(businessAccountMembers.ba_id, businessAccountId));
  return query.get()?.total ?? 0;
};

/** A page of users by id, optionally only the members of one business account. */
export const listUsersPage = (
  db: TDatabase,
  params: { limit: number; offset: number; businessAccountId?: number },
): TUserRow[] => {
  if (params.businessAccountId === undefined) {
    return db.select(USER_COLUMNS).from(users).orderBy(asc(users.id)).limit(params.limit).offset(params.offset).all();
  }
  return db
    .select(USER_COLUMNS)
    .from(businessAccountMembers)
    .innerJoin(users, eq(users.id, businessAccountMembers.user_id))
    .where(eq(businessAccountMembers.ba_id, params.businessAccountId))
    .orderBy(asc(users.id))
    .limit(params.limit)
    .offset(params.offset)
    .all();
};
