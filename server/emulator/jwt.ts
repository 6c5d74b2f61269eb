// The emulator's session tokens: HS256 only (pinned), with expiry, issuer and audience.
// `tv` carries the user's token version, so a password reset invalidates earlier tokens.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { TRole } from './caller';
import { createVerifiedTokens } from './verified-tokens';

export const JWT_ISSUER = 'portal-emulator';
export const JWT_AUDIENCE = 'portal';
const ALGORITHM = 'HS256';

export type TTokenClaims = { userId: number; role: TRole; tokenVersion: number };
/** What a verified token says besides its claims: its id (for logout) and when it expires. */
export type TVerifiedToken = TTokenClaims & { jti: string | null; expiresAtMs: number };

/** `now` (ms, default Date.now) is the emulator's clock, so a frozen day keeps tokens valid. */
export type TJwtConfig = { secret: string; ttlSeconds: number; now?: () => number };

// What each secret keeps: its key, and the tokens it has already verified (verified-tokens.ts).
// Handed raw bytes, jose imports a WebCrypto key on every call, so each secret's key is imported once.
type TSecretState = { key: Promise<CryptoKey>; verified: ReturnType<typeof createVerifiedTokens<TVerifiedToken>> };
const secrets = new Map<string, TSecretState>();
const stateOf = (secret: string): TSecretState => {
  let state = secrets.get(secret);
  if (!state) {
    const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    state = { key, verified: createVerifiedTokens<TVerifiedToken>() };
    secrets.set(secret, state);
  }
  return state;
};

export const signSessionToken = async (claims: TTokenClaims, config: TJwtConfig): Promise<string> => {
  const issuedAt = Math.floor((config.now?.() ?? Date.now()) / 1000);
  return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(issuedAt)
    // Its own id, so a logout can revoke this token alone (auth/revoked-tokens.ts).
    .setJti(randomUUID())
    .setExpirationTime(issuedAt + config.ttlSeconds)
    .sign(await stateOf(config.secret).key);
};

/** The claims of a valid token, or null for a missing, expired, tampered or wrongly signed one. */
export const verifySessionToken = async (token: string, config: TJwtConfig): Promise<TVerifiedToken | null> => {
  const { key, verified } = stateOf(config.secret);
  const nowMs = config.now?.() ?? Date.now();
  const known = verified.get(token, nowMs);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, await key, {
      algorithms: [ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(nowMs),
    });
    const { role, tv: tokenVersion } = payload;
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    if (role !== 'client' && role !== 'admin') return null;
    if (typeof tokenVersion !== 'number' || typeof payload.exp !== 'number') return null;
    const claims: TVerifiedToken = { userId, role, tokenVersion, jti: typeof payload.jti === 'string' ? payload.jti : null, expiresAtMs: payload.exp * 1000 };
    verified.remember(token, claims, payload.exp * 1000);
    return claims;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
};
