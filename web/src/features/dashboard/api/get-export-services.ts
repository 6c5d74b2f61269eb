// The export services, the dashboard's first control (spec §4: the service list uses type export).
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type TTrpc } from '@/lib/trpc';

export const exportServicesQueryOptions = (trpc: TTrpc, userId: number) =>
  trpc.services.list.queryOptions({ user_id: userId, type: 'export' }, { enabled: userId > 0, staleTime: 5 * 60_000, meta: { errorDisplay: 'inline' } });

export function useExportServices(userId: number) {
  const trpc = useTRPC();
  return useQuery(exportServicesQueryOptions(trpc, userId));
}
