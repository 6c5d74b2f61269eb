// The export services (fb-sync, pd-sync, ws-sync, google-ads) the Add Export modal offers.
import { useQuery } from '@tanstack/react-query';
import { useUserId } from '@/lib/current-business-account';
import { useTRPC } from '@/lib/trpc';

export function useExportServices(isEnabled: boolean) {
  const trpc = useTRPC();
  const userId = useUserId();
  return useQuery(
    trpc.services.list.queryOptions(
      { user_id: userId, type: 'export' },
      { enabled: isEnabled && userId > 0, select: (answer) => answer.data.services },
    ),
  );
}
