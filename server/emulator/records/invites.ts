// Invites into a business account (spec §4: pending, then accepted or declined). An invite
// addressed to an email is only for the user with that email; an open one (no email) is for
// anyone holding the link. A hash works once.
import type { acceptInvite, declineInvite, getInviteInfo } from '../../../shared/contract/auth';
import { acceptInvite as markAccepted, declineInvite as markDeclined, findInviteByHash } from '../../../db/queries/invites';
import type { TCaller } from '../caller';
import type { TEmulatorDeps } from '../deps';
import type { TEndpointHandler } from '../endpoint-handler';
import { HttpError, forbidden } from '../http-error';

export const INVITE_MESSAGES = {
  notFound: 'This invite does not exist.',
  used: 'This invite has already been used.',
  otherEmail: 'This invite was sent to another email address.',
  acceptForSelf: 'You can only accept an invite for yourself.',
  accepted: 'You have joined the business account.',
  declined: 'The invite has been declined.',
} as const;

/** The pending invite the caller may act on, or the refusal that says why not. */
const usableInvite = (deps: TEmulatorDeps, inviteHash: string, caller: TCaller) => {
  const invite = findInviteByHash(deps.db, inviteHash);
  if (!invite) throw new HttpError(404, INVITE_MESSAGES.notFound);
  // Checked before the status, so a stranger learns nothing about someone else's invite.
  if (invite.email !== null && invite.email !== caller.email) throw forbidden(INVITE_MESSAGES.otherEmail);
  if (invite.status !== 'pending') throw new HttpError(409, INVITE_MESSAGES.used);
  return invite;
};

export const readInvite: TEndpointHandler<typeof getInviteInfo> = (deps, caller, input) => {
  const invite = usableInvite(deps, input.invite_hash, caller);
  return {
    success: true as const,
    invite: {
      email: invite.inviter_email ?? '',
      invite_hash: invite.invite_hash,
      business_account: { id: invite.ba_id, name: invite.ba_name },
    },
  };
};

export const joinByInvite: TEndpointHandler<typeof acceptInvite> = (deps, caller, input) => {
  // Joining is personal: not even an admin accepts on someone else's behalf.
  if (input.user_id !== caller.id) throw forbidden(INVITE_MESSAGES.acceptForSelf);
  const invite = usableInvite(deps, input.invite_hash, caller);
  if (!markAccepted(deps.db, { inviteId: invite.id, baId: invite.ba_id, userId: caller.id })) {
    throw new HttpError(409, INVITE_MESSAGES.used);
  }
  return { success: true as const, message: INVITE_MESSAGES.accepted };
};

export const refuseInvite: TEndpointHandler<typeof declineInvite> = (deps, caller, input) => {
  const invite = usableInvite(deps, input.invite_hash, caller);
  if (!markDeclined(deps.db, invite.id)) throw new HttpError(409, INVITE_MESSAGES.used);
  return { success: true as const, message: INVITE_MESSAGES.declined };
};
