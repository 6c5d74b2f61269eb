// A page of users (spec §7 GET /api/admin/users): all of them, or one business account's.
// The previous page stays on screen while the next loads, so the pagination does not flicker.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type TTrpc } from '@/lib/trpc';
import { toQueryPage } from './query-page';

export const adminUsersQueryOptions = (trpc: TTrpc, page: number, businessAccountId?: number, search = '') =>
  trpc.admin.users.queryOptions(
    { page: toQueryPage(page), business_account_id: businessAccountId, search: search || undefined },
    { placeholderData: keepPreviousData, meta: { errorDisplay: 'inline' } },
  );

/** `search` (name, email or project path; blank for none) narrows the list on the server. */
export function useAdminUsers(page: number, businessAccountId?: number, search = '') {
  const trpc = useTRPC();
  return useQuery(adminUsersQueryOptions(trpc, page, businessAccountId, search));
}
