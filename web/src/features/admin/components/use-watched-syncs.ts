// Syncs an admin started on this screen: each shows as running (its own history says when it
// ends), then its row reads the outcome from the list again.
import { useCallback, useState } from 'react';

/** A sync that never reports stops being shown as running after this long. */
const SYNC_WATCH_MS = 2 * 60_000;

/** Integration id → the started run's id. */
type TWatchedSyncs = ReadonlyMap<number, number>;

export function useWatchedSyncs(refetchList: () => unknown) {
  const [watched, setWatched] = useState<TWatchedSyncs>(new Map());
  const unwatch = useCallback((id: number) => {
    setWatched((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);
  const watch = useCallback(
    (id: number, syncId: number) => {
      setWatched((current) => new Map(current).set(id, syncId));
      window.setTimeout(() => unwatch(id), SYNC_WATCH_MS);
    },
    [unwatch],
  );
  const onSyncFinished = useCallback(
    (id: number) => {
      unwatch(id);
      void refetchList();
    },
    [unwatch, refetchList],
  );
  return { runningSyncOf: (id: number) => watched.get(id), watch, onSyncFinished };
}
