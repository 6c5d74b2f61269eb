// A page of all business accounts (spec §7 GET /api/admin/business-accounts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { toQueryPage } from './query-page';

/** `search` (name or path; blank for none) narrows the list on the server. */
export function useAdminBusinessAccounts(page: number, search = '') {
  const trpc = useTRPC();
  return useQuery(
    trpc.admin.businessAccounts.queryOptions({ page: toQueryPage(page), search: search || undefined }, { placeholderData: keepPreviousData, meta: { errorDisplay: 'inline' } }),
  );
}
