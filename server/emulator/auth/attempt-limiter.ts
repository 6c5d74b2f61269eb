// Counts attempts per key in a fixed window that starts at the first attempt: past `max`, the
// key is refused until that window ends (Retry-After: the seconds left). Attempts made while
// refused are not counted, so nobody can renew a block at will, and no block outlives its
// window. In memory, per emulator instance: the emulator is single-node by design
// (ARCHITECTURE.md, scale story). Memory stays bounded: expired keys are swept, and past
// `maxKeys` the oldest are dropped.
export const createAttemptLimiter = (options: { max: number; windowMs: number; maxKeys?: number; now?: () => number }) => {
  const { max, windowMs } = options;
  const maxKeys = options.maxKeys ?? 50_000;
  const now = options.now ?? Date.now;
  const attempts = new Map<string, { count: number; since: number }>();

  const current = (key: string) => {
    const entry = attempts.get(key);
    if (entry && now() - entry.since >= windowMs) {
      attempts.delete(key);
      return undefined;
    }
    return entry;
  };

  const makeRoom = () => {
    const at = now();
    for (const [key, entry] of attempts) if (at - entry.since >= windowMs) attempts.delete(key);
    // Oldest first (a Map keeps insertion order): drop until there is room.
    for (const key of attempts.keys()) {
      if (attempts.size < maxKeys) break;
      attempts.delete(key);
    }
  };

  /** 0 when the key may try now, else the whole seconds until it may. */
  const retryAfterSeconds = (key: string): number => {
    const entry = current(key);
    if (!entry || entry.count < max) return 0;
    return Math.max(1, Math.ceil((entry.since + windowMs - now()) / 1000));
  };

  return {
    retryAfterSeconds,
    record: (key: string): void => {
      const entry = current(key);
      if (entry) {
        if (entry.count < max) entry.count += 1;
        return;
      }
      if (attempts.size >= maxKeys) makeRoom();
      attempts.set(key, { count: 1, since: now() });
    },
    reset: (key: string): void => {
      attempts.delete(key);
    },
  };
};
