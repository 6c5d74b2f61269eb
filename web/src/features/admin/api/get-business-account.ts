// One business account with its member count (spec §7 GET /api/admin/business-account). A
// missing account is shown on the screen itself ("not found"), not as a notification.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useAdminBusinessAccount(id: number | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.admin.businessAccount.queryOptions({ id: id ?? 0 }, { enabled: id !== null, meta: { errorDisplay: 'inline' } }),
  );
}
