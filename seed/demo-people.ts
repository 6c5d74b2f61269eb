// Demo seed, first half: services, the demo logins plus users of the demo cast, business accounts with
// their members, and invites (two pending ones for the client with fixed hashes).
import { eq, inArray } from 'drizzle-orm';
import { businessAccountMembers, businessAccounts, users } from '../db/schema/users-and-business-accounts';
import { invites } from '../db/schema/invites';
import { services } from '../db/schema/services';
import type { TSeedContext } from './context';
import { isoTimestampDaysAgo } from '../shared/dates';
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_INVITE_HASHES } from './demo-logins';
import { buildBusinessAccount, buildMembership } from './factories/business-account';
import { buildInvite } from './factories/invite';
import { SERVICE_CATALOGUE } from './factories/service';
import { buildUser } from './factories/user';
import { castBusinessAccountName, castPersonAt } from '../server/emulator/generate/cast';
import type { TSeedService } from './write-exports';

export const DEMO_BULK_USER_COUNT = 40;
export const DEMO_OTHER_BUSINESS_ACCOUNT_COUNT = 12;

export type TDemoPasswordHashes = { admin: string; client: string; bulk: string };
export type TDemoBusinessAccount = { id: number; ownerId: number };
export type TDemoPeople = {
  adminId: number;
  clientId: number;
  bulkUserIds: number[];
  /** The admin's two and then the client's two business accounts. */
  ownedBusinessAccounts: TDemoBusinessAccount[];
  otherBusinessAccounts: TDemoBusinessAccount[];
};

export function writeServices(ctx: TSeedContext): { services: TSeedService[]; rows: number } {
  const { db } = ctx;
  const createdAt = isoTimestampDaysAgo(ctx.today, 500);
  const rows = db
    .insert(services)
    .values(SERVICE_CATALOGUE.map((service) => ({ ...service, created_at: createdAt })))
    .returning({ id: services.id, name: services.name, service_path: services.service_path })
    .all();
  return { services: rows, rows: rows.length };
}

export function writeUsers(ctx: TSeedContext, hashes: TDemoPasswordHashes) {
  const { f, db, today } = ctx;
  const [admin, client] = db
    .insert(users)
    .values([
      { name: 'Alex', last_name: 'Admin', email: DEMO_ADMIN.email, role: 'admin', project_path: 'acme-admin', phone: '+1 202 555 0101', telegram: '@alex_admin', facebook: null, password_hash: hashes.admin, created_at: isoTimestampDaysAgo(today, 400), updated_at: isoTimestampDaysAgo(today, 30) },
      { name: 'Chris', last_name: 'Client', email: DEMO_CLIENT.email, role: 'client', project_path: 'chris-client', phone: '+1 202 555 0102', telegram: null, facebook: 'https://facebook.com/chris.client', password_hash: hashes.client, created_at: isoTimestampDaysAgo(today, 380), updated_at: isoTimestampDaysAgo(today, 12) },
    ])
    .returning({ id: users.id })
    .all();
  if (!admin || !client) throw new Error('The demo logins were not inserted.');
  // The seed's own part of the cast: numbered people never share an email.
  const castOffset = f.number.int({ min: 0, max: 2 ** 30 });
  const bulkUserIds = Array.from({ length: DEMO_BULK_USER_COUNT }, (_, index) => {
    const createdDaysAgo = f.number.int({ min: 1, max: 400 });
    return db.insert(users).values({
      // Clients only: bulk users share one password, so none of them may be an admin.
      ...buildUser(f, { password_hash: hashes.bulk, role: 'client' }, castPersonAt(index, castOffset)),
      created_at: isoTimestampDaysAgo(today, createdDaysAgo),
      updated_at: isoTimestampDaysAgo(today, f.number.int({ min: 0, max: createdDaysAgo })),
    }).returning({ id: users.id }).get().id;
  });
  return { adminId: admin.id, clientId: client.id, bulkUserIds, rows: 2 + bulkUserIds.length };
}

export function writeBusinessAccounts(
  ctx: TSeedContext,
  people: { adminId: number; clientId: number; bulkUserIds: number[] },
): Omit<TDemoPeople, 'adminId' | 'clientId' | 'bulkUserIds'> & { rows: number } {
  const { f, db, today } = ctx;
  let rows = 0;
  const addAccount = (ownerId: number, name: string | undefined, memberIds: number[]) => {
    const createdDaysAgo = f.number.int({ min: 60, max: 380 });
    const createdAt = isoTimestampDaysAgo(today, createdDaysAgo);
    const id = db.insert(businessAccounts).values({
      ...buildBusinessAccount(f, name ? { name } : {}),
      created_by: ownerId,
      created_at: createdAt,
      updated_at: isoTimestampDaysAgo(today, f.number.int({ min: 1, max: createdDaysAgo })),
    }).returning({ id: businessAccounts.id }).get().id;
    db.insert(businessAccountMembers).values(buildMembership({ ba_id: id, user_id: ownerId, role: 'owner', created_at: createdAt })).run();
    for (const memberId of memberIds) {
      const joinedAt = isoTimestampDaysAgo(today, f.number.int({ min: 1, max: createdDaysAgo }));
      db.insert(businessAccountMembers).values(buildMembership({ ba_id: id, user_id: memberId, created_at: joinedAt })).run();
    }
    rows += 2 + memberIds.length;
    return { id, ownerId };
  };
  const bulk = people.bulkUserIds;
  const ownedBusinessAccounts = [
    addAccount(people.adminId, 'Acme Marketing', bulk.slice(2, 5)),
    addAccount(people.adminId, 'Northwind Digital', bulk.slice(5, 6)),
    addAccount(people.clientId, 'Bluebird Media', bulk.slice(6, 8)),
    addAccount(people.clientId, 'Summit Growth', []),
  ];
  const nameOffset = f.number.int({ min: 0, max: 3119 });
  const otherBusinessAccounts = Array.from({ length: DEMO_OTHER_BUSINESS_ACCOUNT_COUNT }, (_, index) => {
    const ownerId = bulk[10 + index] ?? people.adminId;
    const candidates = bulk.filter((id) => id !== ownerId);
    return addAccount(ownerId, castBusinessAccountName(index, nameOffset), f.helpers.arrayElements(candidates, { min: 1, max: 3 }));
  });
  // The first account of each demo login is their current one (spec: currentBusinessAccount).
  const [adminFirst, , clientFirst] = ownedBusinessAccounts;
  db.update(users).set({ current_ba_id: adminFirst?.id }).where(eq(users.id, people.adminId)).run();
  db.update(users).set({ current_ba_id: clientFirst?.id }).where(inArray(users.id, [people.clientId])).run();
  return { ownedBusinessAccounts, otherBusinessAccounts, rows };
}

export function writeInvites(ctx: TSeedContext, people: TDemoPeople): { rows: number } {
  const { f, db, today } = ctx;
  const [acme, northwind] = people.ownedBusinessAccounts;
  if (!acme || !northwind) throw new Error('The admin business accounts are missing.');
  const clientInvites = [
    { ba: acme, invite_hash: DEMO_INVITE_HASHES.accept },
    { ba: northwind, invite_hash: DEMO_INVITE_HASHES.decline },
  ];
  for (const [index, { ba, invite_hash }] of clientInvites.entries()) {
    db.insert(invites).values({
      ...buildInvite(f, { ba_id: ba.id, invited_by: people.adminId }),
      email: DEMO_CLIENT.email,
      invite_hash,
      status: 'pending',
      created_at: isoTimestampDaysAgo(today, 2 + index),
    }).run();
  }
  const history = people.otherBusinessAccounts.slice(0, 6).map((ba, index) =>
    db.insert(invites).values({
      ...buildInvite(f, { ba_id: ba.id, invited_by: ba.ownerId }),
      status: (['accepted', 'declined', 'pending'] as const)[index % 3],
      created_at: isoTimestampDaysAgo(today, f.number.int({ min: 1, max: 90 })),
    }).returning({ id: invites.id }).get().id,
  );
  return { rows: clientInvites.length + history.length };
}
