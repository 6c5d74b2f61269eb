// Invites into a business account: looked up by hash, then accepted (adding the membership)
// or declined. A status change only happens from 'pending', so a hash works once. Prepared
// statements cached per connection (statement-cache.ts).
import type { TDatabase } from '../client';
import { connectionOf, prepared } from './statement-cache';

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
  prepared<[string], TInviteRow>(
    connectionOf(db),
    `SELECT i.id, i.ba_id, b.name AS ba_name, i.email, i.invite_hash, i.status, u.email AS inviter_email
     FROM invites i JOIN business_accounts b ON b.id = i.ba_id LEFT JOIN users u ON u.id = i.invited_by
     WHERE i.invite_hash = ?`,
  ).get(inviteHash);

const MARK_IF_PENDING = "UPDATE invites SET status = ? WHERE id = ? AND status = 'pending'";

/** Marks a pending invite accepted and adds the membership; false when it was no longer pending. */
export const acceptInvite = (db: TDatabase, params: { inviteId: number; baId: number; userId: number }): boolean => {
  const sqlite = connectionOf(db);
  return sqlite.transaction(() => {
    const changed = prepared<[string, number]>(sqlite, MARK_IF_PENDING).run('accepted', params.inviteId).changes;
    if (changed === 0) return false;
    // Already a member (e.g. invited twice): keep the existing role.
    prepared<[number, number]>(
      sqlite,
      "INSERT INTO business_account_members (ba_id, user_id, role) VALUES (?, ?, 'member') ON CONFLICT DO NOTHING",
    ).run(params.baId, params.userId);
    return true;
  })();
};

/** Marks a pending invite declined; false when it was no longer pending. */
export const declineInvite = (db: TDatabase, inviteId: number): boolean =>
  prepared<[string, number]>(connectionOf(db), MARK_IF_PENDING).run('declined', inviteId).changes > 0;
