// Fault scenarios of the emulated gateway: what Prism and WireMock users set up
// outside their app. A rule says which calls (all, or `[METHOD] /api/path` with contract
// placeholders such as {service_path}, or a prefix ending in *), which fault, and how often.
// Rules come from EMULATOR_FAULTS at start, from /emulator/scenarios while it runs, and one
// request can ask for its own with `Prefer: code=503, delay=200` (Prism's form).
import { z } from 'zod';

export const FAULT_KINDS = ['latency', '429', '500', '503', 'hang', 'expired-token', 'malformed', 'crm-down', 'permission-revoked', 'upstream-rate-limit'] as const;
type TFaultKind = (typeof FAULT_KINDS)[number];

export const FAULT_LABELS: Record<TFaultKind, string> = {
  latency: 'Latency (answers normally, later)',
  '429': '429 Too many requests, with Retry-After',
  '500': '500 Server error',
  '503': '503 Unavailable',
  hang: 'Hung answer (never answers until the caller gives up)',
  'expired-token': '401 Expired token',
  malformed: 'Malformed body (200 that is not JSON)',
  'crm-down': 'CRM down (lead deliveries fail and are tried again later)',
  'permission-revoked': 'Permission revoked by the ad platform (Reconnect needed)',
  'upstream-rate-limit': "Ad platform's rate limit (429 with Retry-After; deliveries wait)",
};

/**
 * What the ad platform says when it rate-limits the gateway (Meta's error 17, the Google Ads API's
 * RESOURCE_EXHAUSTED), and when it has revoked the app's permission (Meta's error 190).
 */
export const UPSTREAM_MESSAGES = {
  rateLimited: (seconds: number) =>
    `The ad platform refused the call: its rate limit for this app and ad account was reached (too many calls in the last hour). Try again in ${seconds} s.`,
  permissionRevoked: "The ad platform revoked this app's permission (the account owner changed their password or removed the app). Reconnect the export or integration.",
};

/**
 * What `Prefer: fault=…` takes: the kinds that answer one call (latency is `delay=`; crm-down fails
 * CRM deliveries), and permission-revoked, which revokes every grant before the call is answered.
 */
export const PREFER_FAULT_KINDS = FAULT_KINDS.filter((kind) => kind !== 'latency' && kind !== 'crm-down');
/** Kinds that are a state while their rule is on, not an answer to a matching call. */
const STATE_KINDS: readonly TFaultKind[] = ['crm-down', 'permission-revoked'];

export const MAX_DELAY_MS = 60_000;
/** A hung answer ends when the caller gives up, or after this long (then 503), so nothing leaks. */
export const HANG_MAX_MS = 5 * 60_000;

// A schema's own error also names its failed checks (zod 4): each rule's sentence is written once.
const delayMessage = `delay_ms must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}, or [min, max]`;
const ZDelayMs = z.number({ error: delayMessage }).int().min(0).max(MAX_DELAY_MS);

const ENDPOINT_PATTERN = /^(\*|((GET|POST|PATCH|PUT|DELETE) )?\/api\/[A-Za-z0-9_\-/{}.]*\*?)$/;
const endpointMessage = 'endpoint must be *, or an /api path such as "GET /api/business-accounts" or "/api/{service_path}/insights" (a trailing * matches a prefix)';

export const ZFaultRuleInput = z
  .object({
    endpoint: z.string().trim().max(200, endpointMessage).regex(ENDPOINT_PATTERN, endpointMessage).default('*'),
    fault: z.enum(FAULT_KINDS, { error: `fault must be one of ${FAULT_KINDS.join(', ')}` }),
    delay_ms: z
      .union([ZDelayMs, z.tuple([ZDelayMs, ZDelayMs], { error: delayMessage })], { error: delayMessage })
      .refine((value) => !Array.isArray(value) || value[0] <= value[1], 'delay_ms [min, max] needs min ≤ max')
      .optional(),
    rate: z.number({ error: 'rate must be a number from 0 to 1 (0.1: one call in ten)' }).min(0).max(1).default(1),
    retry_after: z.number({ error: 'retry_after must be whole seconds from 0 to 3600' }).int().min(0).max(3600).default(1),
    /** permission-revoked: the one export (or integration) whose grant the platform revokes; neither: every one. */
    export_id: z.number({ error: 'export_id must be the id of an export, a whole number' }).int().positive().optional(),
    integration_id: z.number({ error: 'integration_id must be the id of an integration, a whole number' }).int().positive().optional(),
  })
  .strict()
  .refine((rule) => rule.fault !== 'latency' || rule.delay_ms !== undefined, { message: 'A latency rule needs delay_ms', path: ['delay_ms'] })
  .refine((rule) => rule.fault === 'permission-revoked' || (rule.export_id === undefined && rule.integration_id === undefined), {
    message: 'export_id and integration_id are for a permission-revoked rule only',
    path: ['export_id'],
  })
  .refine((rule) => rule.export_id === undefined || rule.integration_id === undefined, { message: 'Give export_id or integration_id, not both', path: ['export_id'] });
export type TFaultRuleInput = z.input<typeof ZFaultRuleInput>;
export type TFaultRule = z.output<typeof ZFaultRuleInput> & { id: number };

export const ZFaultRules = z.array(ZFaultRuleInput).max(100, 'At most 100 rules');

/** EMULATOR_FAULTS: a JSON array of rules (or one rule); a readable message when it is not. */
export const parseFaultsSetting = (text: string): { rules: z.output<typeof ZFaultRules> } | { error: string } => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'EMULATOR_FAULTS must be JSON, such as [{"fault":"503","endpoint":"GET /api/profile","rate":0.1}]' };
  }
  const parsed = ZFaultRules.safeParse(Array.isArray(value) ? value : [value]);
  if (parsed.success) return { rules: parsed.data };
  const first = parsed.error.issues[0];
  return { error: `EMULATOR_FAULTS rule ${first?.path.join('.') ?? ''}: ${first?.message ?? 'invalid'}` };
};

/** What one request gets: a wait first, then a fault (or its normal answer). */
export type TFaultDecision = {
  delayMs: number;
  fault?: Exclude<TFaultKind, 'latency' | 'crm-down'> | { code: number };
  retryAfter: number;
  /** Why: the rule ids, or "prefer". */
  source: string[];
};

const matcherOf = (endpoint: string): ((method: string, path: string) => boolean) => {
  if (endpoint === '*') return () => true;
  const [first, second] = endpoint.split(' ');
  const method = second ? first : undefined;
  const pattern = (second ?? first) as string;
  const isPrefix = pattern.endsWith('*');
  const body = (isPrefix ? pattern.slice(0, -1) : pattern)
    .split(/(\{[a-z_]+\})/)
    .map((part) => (/^\{[a-z_]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const regex = new RegExp(`^${body}${isPrefix ? '' : '/?$'}`);
  return (requestMethod, path) => (!method || method === requestMethod) && regex.test(path);
};

const delayOf = (delay: TFaultRule['delay_ms']): number => {
  if (delay === undefined) return 0;
  if (typeof delay === 'number') return delay;
  return Math.round(delay[0] + Math.random() * (delay[1] - delay[0]));
};

export type TFaultScenarios = ReturnType<typeof createFaultScenarios>;

export const createFaultScenarios = (initial: TFaultRuleInput[] = []) => {
  let nextId = 1;
  let rules: (TFaultRule & { matches: (method: string, path: string) => boolean })[] = [];
  const withId = (input: TFaultRuleInput) => {
    const rule = ZFaultRuleInput.parse(input);
    return { ...rule, id: nextId++, matches: matcherOf(rule.endpoint) };
  };
  const view = ({ matches: _matches, ...rule }: (typeof rules)[number]): TFaultRule => rule;

  const scenarios = {
    list: (): TFaultRule[] => rules.map(view),
    add: (input: TFaultRuleInput): TFaultRule => {
      const rule = withId(input);
      rules.push(rule);
      return view(rule);
    },
    replace: (inputs: TFaultRuleInput[]): void => {
      rules = inputs.map(withId);
    },
    remove: (id: number): boolean => {
      const before = rules.length;
      rules = rules.filter((rule) => rule.id !== id);
      return rules.length < before;
    },
    clear: () => {
      rules = [];
    },
    /** The scenario rules' decision for one call; latency adds up, the first fault that fires wins. */
    decide: (method: string, path: string): TFaultDecision | null => {
      const decision: TFaultDecision = { delayMs: 0, retryAfter: 1, source: [] };
      for (const rule of rules) {
        if (STATE_KINDS.includes(rule.fault) || !rule.matches(method, path)) continue;
        if (rule.rate < 1 && Math.random() >= rule.rate) continue;
        if (rule.fault !== 'latency') {
          if (decision.fault) continue;
          decision.fault = rule.fault as NonNullable<TFaultDecision['fault']>;
          decision.retryAfter = rule.retry_after;
        }
        decision.delayMs += delayOf(rule.delay_ms);
        decision.source.push(String(rule.id));
      }
      return decision.source.length > 0 ? decision : null;
    },
    /**
     * A crm-down rule fires for this delivery (its endpoint is not read: every CRM is down), or the
     * ad platform rate-limits the gateway (an upstream-rate-limit rule is on): the delivery waits.
     */
    isCrmDown: (): boolean | 'rate-limited' => {
      if (rules.some((rule) => rule.fault === 'crm-down' && (rule.rate >= 1 || Math.random() < rule.rate))) return true;
      return rules.some((rule) => rule.fault === 'upstream-rate-limit') ? 'rate-limited' : false;
    },
    /** The records whose grant the platform revokes while a permission-revoked rule is on: 'all', their ids, or none. */
    revokedGrants: (): 'all' | number[] => {
      const revoking = rules.filter((rule) => rule.fault === 'permission-revoked');
      if (revoking.some((rule) => rule.export_id === undefined && rule.integration_id === undefined)) return 'all';
      return revoking.map((rule) => (rule.export_id ?? rule.integration_id) as number);
    },
  };
  scenarios.replace(initial);
  return scenarios;
};

/**
 * `Prefer: code=429, delay=1500, fault=hang` (RFC 7240 preferences, Prism's names). Other
 * preferences (return=minimal…) are ignored as the RFC says; a wrong value of ours is an error.
 */
export const parsePrefer = (header: string | undefined): { decision: TFaultDecision | null } | { error: string } => {
  if (!header) return { decision: null };
  const decision: TFaultDecision = { delayMs: 0, retryAfter: 1, source: ['prefer'] };
  let isOurs = false;
  for (const part of header.split(/[,;]/)) {
    const [rawKey, ...rawValue] = part.split('=');
    const key = rawKey?.trim().toLowerCase();
    const value = rawValue.join('=').trim().replace(/^"(.*)"$/, '$1');
    if (key !== 'code' && key !== 'delay' && key !== 'fault') continue;
    isOurs = true;
    if (key === 'code') {
      if (!/^[45]\d\d$/.test(value)) return { error: `Prefer: code must be a status from 400 to 599, not "${value}"` };
      // 429 and 503 carry Retry-After; any other status is answered by its code alone.
      decision.fault = value === '429' || value === '503' ? value : { code: Number(value) };
    } else if (key === 'delay') {
      if (!/^\d{1,6}$/.test(value) || Number(value) > MAX_DELAY_MS) {
        return { error: `Prefer: delay must be whole milliseconds from 0 to ${MAX_DELAY_MS}, not "${value}"` };
      }
      decision.delayMs = Number(value);
    } else {
      if (!(PREFER_FAULT_KINDS as readonly string[]).includes(value)) {
        return { error: `Prefer: fault must be one of ${PREFER_FAULT_KINDS.join(', ')}, not "${value}"` };
      }
      decision.fault = value as NonNullable<TFaultDecision['fault']>;
    }
  }
  return { decision: isOurs ? decision : null };
};
