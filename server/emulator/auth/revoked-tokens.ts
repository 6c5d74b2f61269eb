// Session tokens logged out before they expire, by their id (`jti`), kept until they would have
// expired anyway. Per token, not per user: logging out on a phone leaves the laptop signed in.
// In this emulator's memory: a restart forgets them (decision 051), as it is single-node by design.

/** More than any demo or test run logs out within a token's lifetime; past it the soonest to expire go first. */
const MAX_REVOKED = 100_000;

export type TRevokedTokens = {
  revoke: (jti: string, expiresAtMs: number) => void;
  isRevoked: (jti: string) => boolean;
};

export const createRevokedTokens = (now: () => number = Date.now): TRevokedTokens => {
  const revoked = new Map<string, number>();
  const sweep = () => {
    const at = now();
    for (const [jti, expiresAtMs] of revoked) if (expiresAtMs <= at) revoked.delete(jti);
  };
  return {
    revoke: (jti, expiresAtMs) => {
      if (revoked.size >= MAX_REVOKED) sweep();
      if (revoked.size >= MAX_REVOKED) {
        const soonest = [...revoked.entries()].sort((a, b) => a[1] - b[1])[0];
        if (soonest) revoked.delete(soonest[0]);
      }
      revoked.set(jti, expiresAtMs);
    },
    isRevoked: (jti) => {
      const expiresAtMs = revoked.get(jti);
      if (expiresAtMs === undefined) return false;
      if (expiresAtMs > now()) return true;
      revoked.delete(jti);
      return false;
    },
  };
};
