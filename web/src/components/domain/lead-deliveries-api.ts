// An integration's lead deliveries, a page at a time (newest first, optionally by status), a test
// lead and a retry. While a lead waits for its automatic retry (the CRM was down) the log refreshes.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTRPC } from '@/lib/trpc';
import { useSpeculativePrefetch } from '@/lib/use-speculative-prefetch';
import { readPageParam } from '@/components/ui/page-window';

const POLL_WHILE_WAITING_MS = 5000;

export type TLeadStatusFilter = 'delivered' | 'failed' | undefined;

type TTrpc = ReturnType<typeof useTRPC>;

/** The log's page and status as the URL says them (`?page`, `?status`). */
export const STATUS_PARAM = 'status';
export const readStatusParam = (raw: string | null): TLeadStatusFilter => (raw === 'delivered' || raw === 'failed' ? raw : undefined);

const leadDeliveriesQueryOptions = (trpc: TTrpc, userId: number, integrationId: number, page: number, status: TLeadStatusFilter) =>
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
  );

export function useLeadDeliveries(userId: number, integrationId: number, page: number, status: TLeadStatusFilter) {
  return useQuery(leadDeliveriesQueryOptions(useTRPC(), userId, integrationId, page, status));
}

/** Starts the log's call with the screen's first ones, before the part that shows it has mounted. */
export function usePrefetchLeadDeliveries(userId: number, integrationId: number | null) {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const page = readPageParam(params.get('page'));
  const status = readStatusParam(params.get(STATUS_PARAM));
  useSpeculativePrefetch(integrationId === null || userId <= 0 ? null : leadDeliveriesQueryOptions(trpc, userId, integrationId, page, status));
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

const leadCountsQueryOptions = (trpc: TTrpc, userId: number, baId: number | undefined) =>
  trpc.leads.counts.queryOptions(baId === undefined ? { user_id: userId } : { user_id: userId, ba_id: baId }, {
    enabled: userId > 0,
    meta: { errorDisplay: 'silent' },
  });

/**
 * Leads per integration over the last days (null on a gateway without them): of one business
 * account, or without one of all the user's, so the call needs no other answer first.
 */
export function useLeadCounts(userId: number, baId?: number) {
  return useQuery({
    ...leadCountsQueryOptions(useTRPC(), userId, baId),
    select: (answer) => (answer.isAvailable ? new Map(answer.data.map((row) => [row.integration_id, row.leads])) : null),
  });
}

export function usePrefetchLeadCounts(userId: number, baId: number | null) {
  const trpc = useTRPC();
  useSpeculativePrefetch(baId === null || userId <= 0 ? null : leadCountsQueryOptions(trpc, userId, baId));
}

/** An integration's lead count as its cell shows it: '…' while the counts load, '—' if they failed. */
export const leadCountText = (counts: ReturnType<typeof useLeadCounts>, integrationId: number): string =>
  counts.data ? String(counts.data.get(integrationId) ?? 0) : counts.isPending ? '…' : '—';
