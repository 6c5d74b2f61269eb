// The account table and the sync history of one integration or export need only the service path
// and the record's id, which a settings screen has from its URL. Screens that first load the
// record itself (to check it exists, to show its name) start these two calls at the same time, so
// they share the record's round trip instead of waiting for it (data from one round trip). The calls are the sections' own (same keys), so the sections find their answers waiting.
import type { ServicePath } from '@shared/constants';
import { useTRPC } from '@/lib/trpc';
import { useSpeculativePrefetch } from '@/lib/use-speculative-prefetch';

export function usePrefetchRecordSections(servicePath: ServicePath | null, integrationId: number | null): void {
  const trpc = useTRPC();
  const scope = servicePath !== null && integrationId !== null ? { service_path: servicePath, integration_id: integrationId } : null;
  useSpeculativePrefetch(scope ? trpc.adAccounts.list.queryOptions(scope) : null);
  // The history opens on its first page.
  useSpeculativePrefetch(scope ? trpc.sync.runs.queryOptions({ ...scope, page: 1 }) : null);
}
