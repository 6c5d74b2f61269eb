// The signed-in user's profile (spec §7 GET /api/profile).
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type TTrpc } from '@/lib/trpc';

export const profileQueryOptions = (trpc: TTrpc, userId: number) => trpc.profile.get.queryOptions({ user_id: userId });

export function useProfile(userId: number) {
  const trpc = useTRPC();
  return useQuery({ ...profileQueryOptions(trpc, userId), enabled: userId > 0 });
}
