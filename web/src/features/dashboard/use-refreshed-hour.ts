// Remembers the hour the figures on screen reach, and names the new one when an answer (Update, a
// reload) brings figures of a later hour: the panel then says the figures were refreshed.
import { useState } from 'react';
import { refreshedHourOf } from './partial-day';

export function useRefreshedHour(partialThrough: string | undefined): string | null {
  const [shown, setShown] = useState(partialThrough);
  const [refreshed, setRefreshed] = useState<string | null>(null);
  // Adjusted while rendering (React's pattern for state derived from a changed prop), not in an effect.
  if (partialThrough !== shown) {
    setShown(partialThrough);
    setRefreshed(refreshedHourOf(shown, partialThrough));
  }
  return refreshed;
}
