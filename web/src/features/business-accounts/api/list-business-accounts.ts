// The signed-in user's business accounts (sidebar selector and the Business Accounts screen share this query).
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-store';
import { useTRPC, type TTrpc } from '../../../lib/trpc';

export const businessAccountsQueryOptions = (trpc: TTrpc, userId: number) =>
  trpc.businessAccounts.list.queryOptions({ user_id: userId }, { meta: { errorDisplay: 'silent' } });

export function useBusinessAccounts() {
  const trpc = useTRPC();
  const userId = useSession().user?.id ?? 0;
  return useQuery({ ...businessAccountsQueryOptions(trpc, userId), enabled: userId > 0 });
}
