// Tokens whose signature was already checked, kept until they expire: a client sends the same
// bearer token on every call, and the HS256 check is most of an authenticated call's cost. Only
// successful checks are kept, keyed by the exact token text, so a tampered token is never found
// here; revocation is unaffected because authenticate() still compares the token version with
// the database on every call.

/** How many verified tokens one secret keeps; the oldest go first once it is full. */
const VERIFIED_TOKENS_MAX = 10_000;

export const createVerifiedTokens = <TClaims>(max = VERIFIED_TOKENS_MAX) => {
  const entries = new Map<string, { claims: TClaims; expiresAtMs: number }>();
  return {
    get: (token: string, nowMs = Date.now()): TClaims | undefined => {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (nowMs >= entry.expiresAtMs) {
        entries.delete(token);
        return undefined;
      }
      return entry.claims;
    },
    remember: (token: string, claims: TClaims, expiresAtMs: number): void => {
      if (entries.size >= max && !entries.has(token)) {
        // A Map iterates in insertion order: the first key is the oldest.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(token, { claims, expiresAtMs });
    },
    get size() {
      return entries.size;
    },
  };
};
