// An integration's lead deliveries, a page at a time (newest first, optionally by status and a
// search), a test lead, a retry of one or all failed, and every filtered row for the CSV. While a
// lead waits for its automatic retry (the CRM was down) the log refreshes.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LEAD_PAGE_SIZE_MAX } from '@shared/contract/leads';
import { useSearchParams } from 'react-router';
import { useTRPC } from '@/lib/trpc';
import { useSpeculativePrefetch } from '@/lib/use-speculative-prefetch';
import { readPageParam } from '@/components/ui/page-window';

const POLL_WHILE_WAITING_MS = 5000;

export type TLeadStatusFilter = 'delivered' | 'failed' | undefined;

type TTrpc = ReturnType<typeof useTRPC>;

/** The log's page, status and search as the URL says them (`?page`, `?status`, `?q`). */
export const STATUS_PARAM = 'status';
export const SEARCH_PARAM = 'q';
export const readStatusParam = (raw: string | null): TLeadStatusFilter => (raw === 'delivered' || raw === 'failed' ? raw : undefined);

const leadDeliveriesQueryOptions = (trpc: TTrpc, userId: number, integrationId: number, page: number, status: TLeadStatusFilter, search = '') =>
  trpc.leads.list.queryOptions(
    { user_id: userId, integration_id: integrationId, page, status, ...(search ? { search } : {}) },
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

export function useLeadDeliveries(userId: number, integrationId: number, page: number, status: TLeadStatusFilter, search: string) {
  return useQuery(leadDeliveriesQueryOptions(useTRPC(), userId, integrationId, page, status, search));
}

/** Every row the filters select (up to LEAD_PAGE_SIZE_MAX, newest first), asked when the CSV is downloaded. */
export function useFetchAllLeadDeliveries() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (userId: number, integrationId: number, status: TLeadStatusFilter, search: string) =>
    queryClient.fetchQuery(
      trpc.leads.list.queryOptions({ user_id: userId, integration_id: integrationId, page: 1, per_page: LEAD_PAGE_SIZE_MAX, status, ...(search ? { search } : {}) }, { staleTime: 0 }),
    );
}

/** Starts the log's call with the screen's first ones, before the part that shows it has mounted. */
export function usePrefetchLeadDeliveries(userId: number, integrationId: number | null) {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const page = readPageParam(params.get('page'));
  const status = readStatusParam(params.get(STATUS_PARAM));
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  useSpeculativePrefetch(integrationId === null || userId <= 0 ? null : leadDeliveriesQueryOptions(trpc, userId, integrationId, page, status, search));
}

/** A test lead or a retry changes the log, the lead counts and the alerts. */
function useRefreshLeads() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.leads.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.leads.counts.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notifications.list.queryKey() }),
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

export function useRetryFailedLeads() {
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  return useMutation(trpc.leads.retryFailed.mutationOptions({ meta: { errorDisplay: 'inline' }, onSettled: refresh }));
}

const leadCountsQueryOptions = (trpc: TTrpc, userId: number, baId: number | undefined) =>
  trpc.leads.counts.queryOptions(baId === undefined ? { user_id: userId } : { user_id: userId, ba_id: baId }, {
    enabled: userId > 0,
    meta: { errorDisplay: 'silent' },
  });

export type TLeadHealth = { leads: number; last_lead_at: string | null; failed_24h: number };

/**
 * Lead health per integration (null on a gateway without it): leads over the last days, the
 * last lead's time, failures of the last 24 hours. Of one business account, or without one of all
 * the user's, so the call needs no other answer first. One call for the whole list.
 */
export function useLeadCounts(userId: number, baId?: number) {
  return useQuery({
    ...leadCountsQueryOptions(useTRPC(), userId, baId),
    select: (answer) =>
      answer.isAvailable
        ? new Map<number, TLeadHealth>(answer.data.map((row) => [row.integration_id, { leads: row.leads, last_lead_at: row.last_lead_at, failed_24h: row.failed_24h }]))
        : null,
  });
}

export function usePrefetchLeadCounts(userId: number, baId: number | null) {
  const trpc = useTRPC();
  useSpeculativePrefetch(baId === null || userId <= 0 ? null : leadCountsQueryOptions(trpc, userId, baId));
}

/** An integration's lead count as its cell shows it: '…' while the counts load, '—' if they failed. */
export const leadCountText = (counts: ReturnType<typeof useLeadCounts>, integrationId: number): string =>
  counts.data ? String(counts.data.get(integrationId)?.leads ?? 0) : counts.isPending ? '…' : '—';
