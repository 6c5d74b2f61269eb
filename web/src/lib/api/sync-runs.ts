// An integration's or export's sync runs, a page at a time, newest first (beyond the spec:
// admins start syncs; members and admins see what happened). While a run on the page is queued
// or running the history refreshes itself.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServicePath } from '@shared/constants';
import { useTRPC } from '@/lib/trpc';

// A run lasts a few seconds: its rows are seen growing.
const POLL_WHILE_RUNNING_MS = 1000;

export function useSyncRuns(servicePath: ServicePath, integrationId: number, page: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.sync.runs.queryOptions(
      { service_path: servicePath, integration_id: integrationId, page },
      {
        // The section says itself that the history could not be loaded.
        meta: { errorDisplay: 'silent' },
        placeholderData: keepPreviousData,
        select: (answer) => answer.service_response.data,
        refetchInterval: (query) =>
          query.state.data?.service_response.data.runs.some((run) => run.status === 'queued' || run.status === 'running') ? POLL_WHILE_RUNNING_MS : false,
      },
    ),
  );
}
