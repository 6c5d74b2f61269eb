// Users: sign-in lookup, registration, profile, password change and the admin directory.
// Explicit columns everywhere; password_hash is read by findLoginUser only.
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { businessAccountMembers, users } from '../schema';
import { contains } from './like-pattern';
import { preparedPerDatabase } from './prepared';

/** The public columns of a user (spec §3), as every answer may show them. */
const USER_COLUMNS = {
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

export type TUserRow = Pick<typeof users.$inferSelect, keyof typeof USER_COLUMNS>;

// Profile and business-account calls look the user up on each request.
const userById = preparedPerDatabase((db) =>
  db
    .select({ ...USER_COLUMNS, current_ba_id: users.current_ba_id })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);
const loginUser = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, role: users.role, token_version: users.token_version, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare(),
);

/** The one query that reads password_hash: login, by lower-cased email. */
export const findLoginUser = (db: TDatabase, email: string) => loginUser(db).get({ email });


export const findUser = (db: TDatabase, id: number) => userById(db).get({ id });

export const findUserIdByEmail = (db: TDatabase, email: string): { id: number; name: string } | undefined =>
  db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)).get();

const notUser = (exceptUserId?: number) => (exceptUserId === undefined ? undefined : ne(users.id, exceptUserId));

export const isEmailTaken = (db: TDatabase, email: string, exceptUserId?: number): boolean =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), notUser(exceptUserId)))
    .limit(1)
    .get() !== undefined;

/** Project domains are compared without regard to case: `Acme` and `acme` are the same domain. */
export const isProjectPathTaken = (db: TDatabase, projectPath: string, exceptUserId?: number): boolean =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.project_path}) = lower(${projectPath})`, notUser(exceptUserId)))
    .limit(1)
    .get() !== undefined;

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  }
  return false;
};

/** Inserts a client; null when the email is taken (also when a concurrent insert won the race). */
export const insertUser = (db: TDatabase, values: { name: string; email: string; password_hash: string }): number | null => {
  try {
    return db
      .insert(users)
      .values({ ...values, role: 'client' })
      .returning({ id: users.id })
      .get().id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
};

export type TProfileUpdate = Pick<typeof users.$inferSelect, 'name' | 'email' | 'last_name' | 'phone' | 'telegram' | 'facebook'> & {
  project_path: string;
};

/** Saves a profile; 'taken' when a unique column (email, project path) collided in a race. */
export const updateProfile = (db: TDatabase, userId: number, values: TProfileUpdate): 'saved' | 'taken' => {
  try {
    db.update(users)
      .set({
        name: values.name,
        email: values.email,
        project_path: values.project_path,
        last_name: values.last_name,
        phone: values.phone,
        telegram: values.telegram,
        facebook: values.facebook,
        updated_at: new Date().toISOString(),
      })
      .where(eq(users.id, userId))
      .run();
    return 'saved';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

type TUserFilter = { businessAccountId?: number; search?: string };

/** The admin list's condition: one account's members, optionally only those matching a search. */
const userListWhere = (filter: TUserFilter): SQL | undefined => {
  const { search } = filter;
  return and(
    filter.businessAccountId === undefined ? undefined : eq(businessAccountMembers.ba_id, filter.businessAccountId),
    search === undefined ? undefined : or(contains(users.name, search), contains(users.email, search), contains(users.project_path, search)),
  );
};

/** How many users the admin list holds: all, one account's members, optionally only those matching a search. */
export const countUsers = (db: TDatabase, businessAccountId?: number, search?: string): number => {
  const where = userListWhere({ businessAccountId, search });
  const query =
    businessAccountId === undefined
      ? db.select({ total: count() }).from(users).where(where)
      : db.select({ total: count() }).from(businessAccountMembers).innerJoin(users, eq(users.id, businessAccountMembers.user_id)).where(where);
  return query.get()?.total ?? 0;
};

/**
 * A page of users by id, optionally only the members of one business account, optionally only
 * those whose name, email or project path contains `search` (case-insensitive).
 */
export const listUsersPage = (
  db: TDatabase,
  params: { limit: number; offset: number; businessAccountId?: number; search?: string },
): TUserRow[] => {
  const where = userListWhere(params);
  const query =
    params.businessAccountId === undefined
      ? db.select(USER_COLUMNS).from(users).where(where)
      : db.select(USER_COLUMNS).from(businessAccountMembers).innerJoin(users, eq(users.id, businessAccountMembers.user_id)).where(where);
  return query.orderBy(asc(users.id)).limit(params.limit).offset(params.offset).all();
};
