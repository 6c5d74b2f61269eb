// POST /emulator/verify: "this call happened N times" as a verdict (WireMock's verify), read from
// the journal. A call counts when it reached the operation and was answered 2xx (or `status`),
// with a body holding every field of `body`. When the count is wrong the answer lists the calls
// that came closest: the operation's calls that failed the status or body, then calls that
// reached no operation but named it among their near misses (a misspelt path).
import { z } from 'zod';
import { endpoints } from '../../../shared/contract/endpoints';
import type { TJournalEntry, TRequestJournal } from './journal';

const CLOSEST_MAX = 5;
const countRule = (name: string) => `${name} must be a whole number from 0 to 1000`;
const ZCount = (name: string) => z.number({ error: countRule(name) }).int({ error: countRule(name) }).min(0, { error: countRule(name) }).max(1000, { error: countRule(name) });
const operationRule = 'operation must be an operationId of /api/openapi.json, such as login or listBusinessAccounts';
const OPERATION_IDS = Object.keys(endpoints) as [string, ...string[]];
const UNKNOWN_FIELD = 'verify takes operation, count, atLeast, atMost, status and body only';

export const ZVerify = z
  .strictObject(
    {
      operation: z.enum(OPERATION_IDS, { error: operationRule }),
      count: ZCount('count').optional(),
      atLeast: ZCount('atLeast').optional(),
      atMost: ZCount('atMost').optional(),
      status: z
        .union([z.number().int().min(100).max(599), z.enum(['1xx', '2xx', '3xx', '4xx', '5xx'])], { error: 'status must be a status code such as 422, or a class such as 4xx' })
        .optional(),
      body: z.record(z.string(), z.unknown(), { error: 'body must be a JSON object: the fields the call\'s body must hold' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? UNKNOWN_FIELD : undefined) },
  )
  // Given together, the bounds all apply: a count outside atLeast–atMost could never hold.
  .refine((input) => input.atLeast === undefined || input.atMost === undefined || input.atLeast <= input.atMost, {
    error: 'atLeast must not be more than atMost',
    path: ['atLeast'],
  })
  .refine((input) => input.count === undefined || ((input.atLeast ?? 0) <= input.count && input.count <= (input.atMost ?? Infinity)), {
    error: 'count must lie from atLeast to atMost when they are given too',
    path: ['count'],
  });
export type TVerifyInput = z.input<typeof ZVerify>;

export const ZVerifyCall = z.object({
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  operation: z.string().nullable().meta({ description: 'The operationId the call reached, null for none' }),
  time: z.string(),
  why: z.string().meta({ description: "'counted', or why the call did not count" }),
});
export type TVerifyCall = z.output<typeof ZVerifyCall>;
/** 200: it holds. */
export const ZVerifyHeld = z.object({
  success: z.literal(true),
  data: z.object({ operation: z.string(), expected: z.string().meta({ examples: ['exactly 2'] }), found: z.number().int(), calls: z.array(ZVerifyCall) }),
});
/** 409: it does not; the calls that came closest (or, with too many, those counted). */
export const ZVerifyRefusal = z.object({
  success: z.literal(false),
  message: z.string().meta({ examples: ['Expected exactly 2 calls of login answered 2xx, found 1.'] }),
  expected: z.string(),
  found: z.number().int(),
  closest: z.array(ZVerifyCall),
});
export type TVerifyOutcome = {
  holds: boolean;
  message: string;
  expected: string;
  found: number;
  /** Held: the calls counted. Not held: the calls that came closest, each with why it did or did not count. */
  calls: TVerifyCall[];
};

const statusFits = (status: number, wanted: number | string): boolean =>
  typeof wanted === 'number' ? status === wanted : Math.floor(status / 100) === Number(wanted[0]);

/** Where `actual` fails to hold every field of `wanted` (objects: a subset; anything else: equal), or null. */
const bodyDifference = (actual: unknown, wanted: unknown, at = 'body'): string | null => {
  if (wanted && typeof wanted === 'object' && !Array.isArray(wanted)) {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return `${at} is not an object`;
    for (const [key, value] of Object.entries(wanted)) {
      const difference = bodyDifference((actual as Record<string, unknown>)[key], value, `${at}.${key}`);
      if (difference) return difference;
    }
    return null;
  }
  return JSON.stringify(actual) === JSON.stringify(wanted) ? null : `${at} is ${JSON.stringify(actual) ?? 'absent'}, not ${JSON.stringify(wanted)}`;
};

const describeExpected = (input: z.output<typeof ZVerify>): string => {
  if (input.count !== undefined) return `exactly ${input.count}`;
  if (input.atLeast !== undefined && input.atMost !== undefined) return `from ${input.atLeast} to ${input.atMost}`;
  if (input.atMost !== undefined) return `at most ${input.atMost}`;
  return `at least ${input.atLeast ?? 1}`;
};

const callOf = (entry: TJournalEntry, why: string): TVerifyCall => ({ method: entry.method, path: entry.path, status: entry.status, operation: entry.operation, time: entry.time, why });

export const verifyCalls = (journal: TRequestJournal, input: z.output<typeof ZVerify>): TVerifyOutcome => {
  const wantedStatus = input.status ?? '2xx';
  const counted: TJournalEntry[] = [];
  const missed: TVerifyCall[] = [];
  for (const entry of journal.list({ operation: input.operation })) {
    const why = !statusFits(entry.status, wantedStatus) ? `answered ${entry.status}, not ${wantedStatus}` : input.body ? bodyDifference(entry.body, input.body) : null;
    if (why) missed.push(callOf(entry, why));
    else counted.push(entry);
  }
  const found = counted.length;
  const atLeast = input.count ?? input.atLeast ?? (input.atMost === undefined ? 1 : 0);
  const atMost = input.count ?? input.atMost ?? Infinity;
  // (ZVerify made sure a count lies within atLeast–atMost when both are given.)
  const holds = found >= atLeast && found <= atMost;
  const expected = describeExpected(input);
  const what = `${/\b1$/.test(expected) ? 'call' : 'calls'} of ${input.operation} answered ${wantedStatus}${input.body ? ' with the body given' : ''}`;
  const message = `Expected ${expected} ${what}, found ${found}.`;
  if (holds || found > atMost) {
    // Too many (or as expected): the calls that counted are the ones to look at.
    return { holds, message, expected, found, calls: counted.slice(0, holds ? counted.length : CLOSEST_MAX).map((entry) => callOf(entry, 'counted')) };
  }
  const misspelt = journal
    .list()
    .filter((entry) => entry.near_misses?.some((miss) => miss.operationId === input.operation))
    .map((entry) => callOf(entry, `reached no operation; ${entry.near_misses?.find((miss) => miss.operationId === input.operation)?.why ?? ''}`));
  return { holds, message, expected, found, calls: [...missed, ...misspelt].slice(0, CLOSEST_MAX) };
};
