// Business accounts and their memberships. Membership checks and the account list run on most
// requests, so they are prepared once per database.
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { businessAccountMembers, businessAccounts } from '../schema';
import { contains } from './like-pattern';
import { preparedPerDatabase } from './prepared';

const BA_COLUMNS = {
  id: businessAccounts.id,
  name: businessAccounts.name,
  path: businessAccounts.path,
  created_at: businessAccounts.created_at,
  updated_at: businessAccounts.updated_at,
};

export type TBusinessAccountRow = Pick<typeof businessAccounts.$inferSelect, keyof typeof BA_COLUMNS>;
export type TMemberRole = (typeof businessAccountMembers.$inferSelect)['role'];

const accountById = preparedPerDatabase((db) =>
  db.select(BA_COLUMNS).from(businessAccounts).where(eq(businessAccounts.id, sql.placeholder('id'))).prepare(),
);
const memberRole = preparedPerDatabase((db) =>
  db
    .select({ role: businessAccountMembers.role })
    .from(businessAccountMembers)
    .where(and(eq(businessAccountMembers.ba_id, sql.placeholder('baId')), eq(businessAccountMembers.user_id, sql.placeholder('userId'))))
    .prepare(),
);
const accountsOfUser = preparedPerDatabase((db) =>
  db
    .select(BA_COLUMNS)
    .from(businessAccountMembers)
    .innerJoin(businessAccounts, eq(businessAccounts.id, businessAccountMembers.ba_id))
    .where(eq(businessAccountMembers.user_id, sql.placeholder('userId')))
    .orderBy(asc(businessAccounts.id))
    .prepare(),
);

export const findBusinessAccount = (db: TDatabase, id: number): TBusinessAccountRow | undefined => accountById(db).get({ id });

/** The user's role in the business account, or undefined when not a member. */
export const findMemberRole = (db: TDatabase, baId: number, userId: number): TMemberRole | undefined =>
  memberRole(db).get({ baId, userId })?.role;

/** The business accounts the user belongs to, oldest first (the first is the default current one). */
export const listBusinessAccountsOfUser = (db: TDatabase, userId: number): TBusinessAccountRow[] => accountsOfUser(db).all({ userId });

/** Creates the account and makes the user its owner member, in one transaction. */
export const createBusinessAccount = (db: TDatabase, values: { name: string; path: string; ownerId: number }): TBusinessAccountRow =>
  db.transaction((tx) => {
    const row = tx
      .insert(businessAccounts)
      .values({ name: values.name, path: values.path, created_by: values.ownerId })
      .returning(BA_COLUMNS)
      .get();
    tx.insert(businessAccountMembers).values({ ba_id: row.id, user_id: values.ownerId, role: 'owner' }).run();
    return row;
  });

// Every rename and path change of an account.
const updateAccount = preparedPerDatabase((db) =>
  db
    .update(businessAccounts)
    .set({ name: sql`${sql.placeholder('name')}`, path: sql`${sql.placeholder('path')}`, updated_at: sql`${sql.placeholder('updatedAt')}` })
    .where(eq(businessAccounts.id, sql.placeholder('id')))
    .returning(BA_COLUMNS)
    .prepare(),
);

export const updateBusinessAccount = (db: TDatabase, id: number, values: { name: string; path: string }): TBusinessAccountRow | undefined =>
  updateAccount(db).get({ id, name: values.name, path: values.path, updatedAt: new Date().toISOString() });

/** Deletes the account; members, invites, integrations, exports and their records go with it (FK cascade). */
export const deleteBusinessAccount = (db: TDatabase, id: number): boolean =>
  db.delete(businessAccounts).where(eq(businessAccounts.id, id)).run().changes > 0;

const matching = (search?: string) =>
  search === undefined ? undefined : or(contains(businessAccounts.name, search), contains(businessAccounts.path, search));

/** How many business accounts there are, optionally only those whose name or path contains `search`. */
export const countBusinessAccounts = (db: TDatabase, search?: string): number =>
  db.select({ total: count() }).from(businessAccounts).where(matching(search)).get()?.total ?? 0;

/** A page of business accounts by id, optionally only those whose name or path contains `search`. */
export const listBusinessAccountsPage = (db: TDatabase, params: { limit: number; offset: number; search?: string }): TBusinessAccountRow[] =>
  db
    .select(BA_COLUMNS)
    .from(businessAccounts)
    .where(matching(params.search))
    .orderBy(asc(businessAccounts.id))
    .limit(params.limit)
    .offset(params.offset)
    .all();

export const countMembers = (db: TDatabase, baId: number): number =>
  db.select({ total: count() }).from(businessAccountMembers).where(eq(businessAccountMembers.ba_id, baId)).get()?.total ?? 0;
