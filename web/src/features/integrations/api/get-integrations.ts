// The integrations of the current business account (spec §2 Integrations, §4 "filtered to the current business account").
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * Read from all of the user's integrations (the gateway answers those without a `ba_id`) and
 * filtered here, so the call goes out at mount beside the business-account list instead of
 * waiting for it to say which account is current (one round trip).
 */
export function useIntegrations(userId: number, baId: number | undefined) {
  const trpc = useTRPC();
  const all = useQuery(trpc.integrations.list.queryOptions({ user_id: userId }, { enabled: userId > 0, meta: { errorDisplay: 'inline' } }));
  const data = all.data && baId !== undefined ? { ...all.data, data: all.data.data.filter((record) => record.ba_id === baId) } : undefined;
  return { ...all, data };
}
