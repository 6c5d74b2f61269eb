// Slows password guessing: after `maxFailures` failed logins for one email within the window,
// further attempts for that email are refused (429) until the window passes. In memory, per
// emulator instance: the emulator is single-node by design (see ARCHITECTURE.md, scale story).
export type TLoginThrottle = {
  isBlocked: (key: string) => boolean;
  recordFailure: (key: string) => void;
  reset: (key: string) => void;
};

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Past this many tracked emails, expired entries are swept so memory stays bounded. */
const SWEEP_AT = 10_000;

export const createLoginThrottle = (
  options: { maxFailures?: number; windowMs?: number; now?: () => number } = {},
): TLoginThrottle => {
  const maxFailures = options.maxFailures ?? LOGIN_MAX_FAILURES;
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  const now = options.now ?? Date.now;
  const failures = new Map<string, { count: number; since: number }>();

  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && now() - entry.since >= windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  const sweep = () => {
    const at = now();
    for (const [key, entry] of failures) if (at - entry.since >= windowMs) failures.delete(key);
  };

  return {
    isBlocked: (key) => (current(key)?.count ?? 0) >= maxFailures,
    recordFailure: (key) => {
      const entry = current(key);
      if (entry) entry.count += 1;
      else {
        if (failures.size >= SWEEP_AT) sweep();
        failures.set(key, { count: 1, since: now() });
      }
    },
    reset: (key) => {
      failures.delete(key);
    },
  };
};
