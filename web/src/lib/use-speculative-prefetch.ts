// Starts a query a screen will need before the part of the screen that makes it has mounted (it
// waits for another answer first, e.g. the record it belongs to), so both share one round trip.
// The options must be the ones that part uses (same key), so it finds the answer
// waiting. A failure here does nothing ('speculative'): the part reacts itself if it mounts.
import { useEffect } from 'react';
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

export function useSpeculativePrefetch<TData, TError, TKey extends QueryKey>(options: FetchQueryOptions<TData, TError, TData, TKey> | null): void {
  const queryClient = useQueryClient();
  const key = options ? JSON.stringify(options.queryKey) : null;
  useEffect(() => {
    if (!options) return;
    void queryClient.prefetchQuery({ ...options, meta: { ...options.meta, errorDisplay: 'speculative' } });
    // The key says everything about the call; the options object is new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, key]);
}
