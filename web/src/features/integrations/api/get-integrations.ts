// The integrations of the current business account (spec §2 Integrations, §4 "filtered to the current business account").
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useIntegrations(userId: number, baId: number | undefined) {
  const trpc = useTRPC();
  return useQuery(trpc.integrations.list.queryOptions({ user_id: userId, ba_id: baId }, { enabled: userId > 0 && baId !== undefined }));
}
