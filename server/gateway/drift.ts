// Drift report: in proxy mode every gateway answer is compared with the contract; the differences
// are collected here per endpoint and verdict (tolerated: the portal read the answer all the same;
// refused: a screen could not act on it) — how many, when last, the first differing field path
// with the expected and the received type — for /emulator/drift and GET /healthz?details=1.
import type { z } from 'zod';

export type TDriftVerdict = 'tolerated' | 'refused';

export type TDriftEntry = {
  endpoint: string;
  verdict: TDriftVerdict;
  count: number;
  first_seen: string;
  last_seen: string;
  /** The first differing field, dotted (`data.0.id`); '' for the body itself. */
  path: string;
  expected: string;
  received: string;
  message: string;
};

/** The JSON type of a value as people say it: string, number, boolean, null, array, object, missing. */
const jsonTypeOf = (value: unknown): string => {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
};

const valueAt = (body: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), body);

const expectedOf = (issue: z.core.$ZodIssue): string => {
  if (issue.code === 'invalid_type') return issue.expected;
  if (issue.code === 'invalid_value') return issue.values.map((value) => JSON.stringify(value)).join(' | ');
  if (issue.code === 'unrecognized_keys') return 'no such key';
  return issue.message;
};

export type TDriftRecorder = ReturnType<typeof createDriftRecorder>;

export const createDriftRecorder = () => {
  const entries = new Map<string, TDriftEntry>();
  return {
    record: (endpoint: string, issues: readonly z.core.$ZodIssue[], body: unknown, verdict: TDriftVerdict): void => {
      const first = issues[0];
      if (!first) return;
      const time = new Date().toISOString();
      // An extra key is named by its own path (`data.user.pivot`), not its object's.
      const at = first.code === 'unrecognized_keys' ? [...first.path, first.keys[0] ?? ''] : first.path;
      const path = at.map(String).join('.');
      const seen = {
        path,
        expected: expectedOf(first),
        received: first.code === 'unrecognized_keys' ? 'extra key' : jsonTypeOf(valueAt(body, first.path)),
        message: first.message,
      };
      const key = `${verdict} ${endpoint}`;
      const known = entries.get(key);
      entries.set(key, { endpoint, verdict, count: (known?.count ?? 0) + 1, first_seen: known?.first_seen ?? time, last_seen: time, ...seen });
    },
    /** Newest first. */
    list: (): TDriftEntry[] => [...entries.values()].sort((a, b) => b.last_seen.localeCompare(a.last_seen) || a.endpoint.localeCompare(b.endpoint)),
    clear: (): void => entries.clear(),
  };
};
