// Who invited the caller (spec §7 POST /api/get-invite-info). Its failure is handled by the screen
// (message, then to the dashboard), so the global reaction stays quiet.
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type TTrpc } from '@/lib/trpc';

export const inviteInfoQueryOptions = (trpc: TTrpc, inviteHash: string) =>
  trpc.invites.info.queryOptions({ invite_hash: inviteHash }, { meta: { errorDisplay: 'inline' }, retry: false });

export function useInviteInfo(inviteHash: string) {
  const trpc = useTRPC();
  return useQuery(inviteInfoQueryOptions(trpc, inviteHash));
}
