// The emulator's loose dialect: the strict answer (exactly the contract) rewritten the way real
// gateways are seen to write it, within what the spec allows, so a client can test its tolerance.
// Chosen per server (EMULATOR_DIALECT=loose) or per request (Prefer: dialect=loose); the same
// request against the same seed is always rewritten the same way.
import { randomFor } from './generate/random';
import { DIALECTS, type TDialect } from './dialects';
import type { TEmulatorAnswer } from './emulator-answer';

/** The dialect a request's Prefer header asks for, if any (an unknown value is ignored). */
export const preferredDialect = (prefer: string | undefined): TDialect | undefined => {
  for (const part of prefer?.split(/[,;]/) ?? []) {
    const [key, value] = part.split('=').map((text) => text.trim().toLowerCase().replace(/^"(.*)"$/, '$1'));
    if (key === 'dialect' && (DIALECTS as readonly string[]).includes(value ?? '')) return value as TDialect;
  }
  return undefined;
};

type TDraw = () => number;
type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };

const isObject = (value: unknown): value is Record<string, TJson> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIdentity = (key: string) => key === 'id' || key.endsWith('_id');
/** Flags a gateway may write as 1/0 (never `success`, whose literal the spec reads). */
const FLAG_KEYS = new Set(['is_active', 'is_used', 'full', 'create_lead', 'status']);
/** The user's accounts, which the portal keeps itself (spec §3): never sent loosely. */
const PORTAL_KEPT = new Set(['businessAccounts', 'currentBusinessAccount']);

/** Laravel's extras on a record: its timestamps, a pivot row, an unverified email. */
const recordExtras = (record: Record<string, TJson>, draw: TDraw): Record<string, TJson> => {
  const extras: Record<string, TJson> = {};
  if (draw() < 0.5) extras.deleted_at = null;
  if (draw() < 0.4 && typeof record.id === 'number') extras.pivot = { model_id: record.id, created_at: '2026-01-01T00:00:00.000000Z' };
  if ('email' in record && draw() < 0.6) extras.email_verified_at = null;
  return extras;
};

const loosen = (value: TJson, draw: TDraw, key = ''): TJson => {
  if (Array.isArray(value)) return value.map((item) => loosen(item, draw));
  if (!isObject(value)) {
    if (typeof value === 'number' && Number.isInteger(value) && isIdentity(key) && draw() < 0.5) return String(value);
    if (typeof value === 'boolean' && FLAG_KEYS.has(key) && draw() < 0.4) return value ? 1 : 0;
    if (typeof value === 'string' && key === 'auth_template' && draw() < 0.6) {
      try {
        return JSON.parse(value) as TJson;
      } catch {
        return value;
      }
    }
    return value;
  }
  const out: Record<string, TJson> = {};
  for (const [field, inner] of Object.entries(value)) {
    // Optional and nullable fields a gateway leaves out.
    if (inner === null && draw() < 0.5) continue;
    if (PORTAL_KEPT.has(field)) continue;
    out[field] = loosen(inner, draw, field);
  }
  return 'id' in value ? { ...out, ...recordExtras(value, draw) } : out;
};

/** Refusals a gateway may answer with 200 and `success: false`; the statuses the spec acts on (401, 403) stay. */
const SAID_AT_200 = new Set([400, 409, 422]);

/** The strict answer in the loose dialect, the same for the same seed and request. */
export const loosenAnswer = (answer: TEmulatorAnswer, seedAndRequest: string): TEmulatorAnswer => {
  if (!('body' in answer) || !isObject(answer.body)) return answer;
  const draw = randomFor(seedAndRequest);
  const body = answer.body;
  if (answer.status >= 400) {
    // The refusal as Laravel writes it: {message, data} with the field messages as data.
    const refusal: Record<string, TJson> = { message: body.message ?? '', data: body.errors ?? null };
    if (SAID_AT_200.has(answer.status) && draw() < 0.7) return { ...answer, status: 200, body: { success: false, ...refusal } };
    return { ...answer, body: refusal };
  }
  const loosened = loosen(body as TJson, draw) as Record<string, TJson>;
  return { ...answer, body: draw() < 0.5 ? { ...loosened, timestamp: Math.floor(draw() * 1e9) + 1.7e9 } : loosened };
};
