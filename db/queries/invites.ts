// Invites into a business account: looked up by hash, then accepted (adding the membership)
// or declined. A status change only happens from 'pending', so a hash works once.
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { businessAccountMembers, businessAccounts } from '../schema/business-accounts';
import { invites } from '../schema/invites';
import { users } from '../schema/users';

export type TInviteRow = {
  id: number;
  ba_id: number;
  ba_name: string;
  /** The invitee's email; null for an open link. */
  email: string | null;
  invite_hash: string;
  status: 'pending' | 'accepted' | 'declined';
  /** Who sent it; null when that user was deleted. */
  inviter_email: string | null;
};

export const findInviteByHash = (db: TDatabase, inviteHash: string): TInviteRow | undefined =>
  db
    .select({
      id: invites.id,
      ba_id: invites.ba_id,
      ba_name: businessAccounts.name,
      email: invites.email,
      invite_hash: invites.invite_hash,
      status: invites.status,
      inviter_email: users.email,
    })
    .from(invites)
    .innerJoin(businessAccounts, eq(businessAccounts.id, invites.ba_id))
    .leftJoin(users, eq(users.id, invites.invited_by))
    .where(eq(invites.invite_hash, inviteHash))
    .get();

/** Marks a pending invite accepted and adds the membership; false when it was no longer pending. */
export const acceptInvite = (db: TDatabase, params: { inviteId: number; baId: number; userId: number }): boolean =>
  db.transaction((tx) => {
    const changed = tx
      .update(invites)
      .set({ status: 'accepted' })
      .where(and(eq(invites.id, params.inviteId), eq(invites.status, 'pending')))
      .run().changes;
    if (changed === 0) return false;
    // Already a member (e.g. invited twice): keep the existing role.
    tx.insert(businessAccountMembers)
      .values({ ba_id: params.baId, user_id: params.userId, role: 'member' })
      .onConflictDoNothing()
      .run();
    return true;
  });

/** Marks a pending invite declined; false when it was no longer pending. */
export const declineInvite = (db: TDatabase, inviteId: number): boolean =>
  db
    .update(invites)
    .set({ status: 'declined' })
    .where(and(eq(invites.id, inviteId), eq(invites.status, 'pending')))
    .run().changes > 0;
