// A screen may name itself more precisely than its route-table title while it is shown (the
// dashboard names its date range). The top bar and document.title read the override first; it
// is cleared when the screen unmounts.
import { useEffect, useSyncExternalStore } from 'react';

let override: string | null = null;
const listeners = new Set<() => void>();

const setOverride = (title: string | null) => {
  if (override === title) return;
  override = title;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows `title` in place of the route's title while the calling screen is mounted (null: the route's own). */
export function useScreenTitle(title: string | null): void {
  useEffect(() => {
    setOverride(title);
    return () => setOverride(null);
  }, [title]);
}

/** The title a screen set, or null. */
export const useScreenTitleOverride = (): string | null => useSyncExternalStore(subscribe, () => override, () => null);
