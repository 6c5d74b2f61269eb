// An integration's lead deliveries, a page at a time (newest first, optionally by status), a test
// lead and a retry. While a lead waits for its automatic retry (the CRM was down) the log refreshes.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

const POLL_WHILE_WAITING_MS = 5000;

export type TLeadStatusFilter = 'delivered' | 'failed' | undefined;

export function useLeadDeliveries(userId: number, integrationId: number, page: number, status: TLeadStatusFilter) {
  const trpc = useTRPC();
  return useQuery(
    trpc.leads.list.queryOptions(
      { user_id: userId, integration_id: integrationId, page, status },
      {
        enabled: userId > 0 && integrationId > 0,
        // The section says itself that the log could not be loaded.
        meta: { errorDisplay: 'silent' },
        placeholderData: keepPreviousData,
        refetchInterval: (query) => {
          const answer = query.state.data;
          return answer?.isAvailable && answer.data.data.some((lead) => lead.next_attempt_at !== null) ? POLL_WHILE_WAITING_MS : false;
        },
      },
    ),
  );
}

/** A test lead or a retry changes the log and the lead counts. */
function useRefreshLeads() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.leads.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.leads.counts.queryKey() }),
    ]);
}

export function useSendTestLead() {
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  return useMutation(trpc.leads.sendTest.mutationOptions({ meta: { errorDisplay: 'inline' }, onSettled: refresh }));
}

export function useRetryLead() {
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  return useMutation(trpc.leads.retry.mutationOptions({ meta: { errorDisplay: 'inline' }, onSettled: refresh }));
}

/** Leads per integration of a business account over the last days (absent on a gateway without them). */
export function useLeadCounts(userId: number, baId: number | undefined) {
  const trpc = useTRPC();
  return useQuery(
    trpc.leads.counts.queryOptions(
      { user_id: userId, ba_id: baId ?? 0 },
      {
        enabled: userId > 0 && baId !== undefined && baId > 0,
        meta: { errorDisplay: 'silent' },
        select: (answer) => (answer.isAvailable ? new Map(answer.data.map((row) => [row.integration_id, row.leads])) : null),
      },
    ),
  );
}
