// The state behind an emulated consent page: a short-lived HS256 token naming the user, the
// business account, the service and what is being connected. Its audience differs from session
// tokens, so neither can stand in for the other. Each state is good for one decision only.
import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { TJwtConfig } from '../../jwt';
import { JWT_ISSUER } from '../../jwt';

export const CONSENT_AUDIENCE = 'portal-consent';
const CONSENT_TTL_SECONDS = 15 * 60;
export const CONSENT_PATH_PREFIX = '/emulator/consent/';

const ZConsentClaims = z.object({
  jti: z.string().min(1),
  exp: z.number(),
  uid: z.number().int().positive(),
  ba: z.number().int().positive(),
  svc: z.string().min(1).max(64),
  kind: z.enum(['export', 'integration']),
  rec: z.number().int().positive().optional(),
});

export type TConsentKind = 'export' | 'integration';
type TConsentGrant = {
  id: string;
  userId: number;
  baId: number;
  servicePath: string;
  kind: TConsentKind;
  /** An existing export whose grant is renewed (state's integrations_exports_id). */
  recordId?: number;
  expiresAt: number;
};

type TConsentCheck = { ok: true; grant: TConsentGrant } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Ids of decided states until they would have expired anyway (single node: the emulator). */
const decided = new Map<string, number>();

export const signConsentState = async (
  grant: Omit<TConsentGrant, 'id' | 'expiresAt'>,
  jwt: TJwtConfig,
): Promise<string> => {
  const issuedAt = Math.floor((jwt.now?.() ?? Date.now()) / 1000);
  return new SignJWT({ uid: grant.userId, ba: grant.baId, svc: grant.servicePath, kind: grant.kind, rec: grant.recordId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setIssuer(JWT_ISSUER)
    .setAudience(CONSENT_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CONSENT_TTL_SECONDS)
    .sign(keyOf(jwt.secret));
};

export const readConsentState = async (token: string, jwt: TJwtConfig): Promise<TConsentCheck> => {
  if (token.length > 2048) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, keyOf(jwt.secret), {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: CONSENT_AUDIENCE,
      requiredClaims: ['exp', 'jti'],
      currentDate: new Date(jwt.now?.() ?? Date.now()),
    });
    const claims = ZConsentClaims.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    if (decided.has(claims.data.jti)) return { ok: false, reason: 'used' };
    const { jti, exp, uid, ba, svc, kind, rec } = claims.data;
    return {
      ok: true,
      grant: { id: jti, userId: uid, baId: ba, servicePath: svc, kind, recordId: rec, expiresAt: exp * 1000 },
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof joseErrors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
};

/** Marks the state decided; false when it already was (a second submit). */
export const markConsentDecided = (grant: TConsentGrant, nowMs: number): boolean => {
  for (const [id, expiresAt] of decided) if (expiresAt < nowMs) decided.delete(id);
  if (decided.has(grant.id)) return false;
  decided.set(grant.id, grant.expiresAt);
  return true;
};

export const consentUrl = (origin: string, token: string): string =>
  `${origin.replace(/\/+$/, '')}${CONSENT_PATH_PREFIX}${encodeURIComponent(token)}`;
