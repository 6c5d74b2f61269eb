// Session tokens logged out before they expire, by their id (`jti`), kept until they would have
// expired anyway. Per token, not per user: logging out on a phone leaves the laptop signed in.
// In the emulator's database, so a restart (npm run dev restarts on every server edit) does not
// bring a logged-out token back; each namespace has its own.
import type { TDatabase } from '../../../db/client';
import { isTokenRevoked, revokeToken } from '../../../db/queries/session';

export type TRevokedTokens = {
  revoke: (jti: string, expiresAtMs: number) => void;
  isRevoked: (jti: string) => boolean;
};

export const createRevokedTokens = (db: TDatabase, now: () => number = Date.now): TRevokedTokens => ({
  revoke: (jti, expiresAtMs) => revokeToken(db, jti, expiresAtMs, now()),
  isRevoked: (jti) => isTokenRevoked(db, jti, now()),
});
