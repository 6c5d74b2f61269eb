// Invites into a business account: looked up by hash, then accepted (adding the membership)
// or declined. A status change only happens from 'pending', so a hash works once.
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { businessAccountMembers, businessAccounts, invites, users } from '../schema';

export const findInviteByHash = (db: TDatabase, inviteHash: string) =>
  db
    .select({
      id: invites.id,
      ba_id: invites.ba_id,
      ba_name: businessAccounts.name,
      /** The invitee's email; null for an open link. */
      email: invites.email,
      invite_hash: invites.invite_hash,
      status: invites.status,
      /** Who sent it; null when that user was deleted. */
      inviter_email: users.email,
    })
    .from(invites)
    .innerJoin(businessAccounts, eq(businessAccounts.id, invites.ba_id))
    .leftJoin(users, eq(users.id, invites.invited_by))
    .where(eq(invites.invite_hash, inviteHash))
    .get();

const markIfPending = (db: TDatabase, inviteId: number, status: 'accepted' | 'declined'): boolean =>
  db
    .update(invites)
    .set({ status })
    .where(and(eq(invites.id, inviteId), eq(invites.status, 'pending')))
    .run().changes > 0;

/** Marks a pending invite accepted and adds the membership; false when it was no longer pending. */
export const acceptInvite = (db: TDatabase, params: { inviteId: number; baId: number; userId: number }): boolean =>
  db.transaction((tx) => {
    if (!markIfPending(db, params.inviteId, 'accepted')) return false;
    // Already a member (e.g. invited twice): keep the existing role.
    tx.insert(businessAccountMembers).values({ ba_id: params.baId, user_id: params.userId, role: 'member' }).onConflictDoNothing().run();
    return true;
  });

/** Marks a pending invite declined; false when it was no longer pending. */
export const declineInvite = (db: TDatabase, inviteId: number): boolean => markIfPending(db, inviteId, 'declined');
