// The exports of one business account: the dashboard's integration control lists those of the
// chosen service. They are read from all of the user's exports (the gateway answers those without
// a `ba_id`) and filtered here, so the call goes out at mount beside the business-account and
// service lists instead of waiting for them (fewer round trips before the figures).
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type TTrpc } from '@/lib/trpc';

// A failure is shown in the panel it feeds, with Try again (no notification over the top bar).
export const exportsQueryOptions = (trpc: TTrpc, userId: number) =>
  trpc.exports.list.queryOptions({ user_id: userId }, { enabled: userId > 0, meta: { errorDisplay: 'inline' } });

export function useExports(userId: number, baId: number | null) {
  const trpc = useTRPC();
  const all = useQuery(exportsQueryOptions(trpc, userId));
  const data = all.data && baId !== null ? { ...all.data, data: all.data.data.filter((record) => record.ba_id === baId) } : undefined;
  return { ...all, data };
}
