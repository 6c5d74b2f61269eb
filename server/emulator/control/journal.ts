// The request journal: the last calls the emulated gateway received (WireMock's
// /__admin/requests), newest first, kept in memory and bounded so it cannot grow without limit.
// Bodies and queries are stored with passwords, tokens and keys redacted, and a lead's email and phone.
import { LEAD_ANSWERS_KEY, redactLeadAnswers } from '../../../shared/personal-data';
import type { TNearMiss } from '../near-misses';

export const JOURNAL_MAX = 1_000;
/** Longer bodies are cut: the journal is for asserting on calls, not for storing uploads. */
const BODY_MAX_CHARS = 4_096;
const REDACTED = '[redacted]';
const SECRET_FIELD = /pass|token|secret|key|hash|authori[sz]ation|code|jwt|cookie/i;

export type TJournalEntry = {
  time: string;
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  duration_ms: number;
  user_id: number | null;
  body: unknown;
  /** The contract operation the call reached (its operationId), null for none. */
  operation: string | null;
  /** A call that reached no operation: the closest ones and why each did not match. */
  near_misses?: TNearMiss[];
};

export type TJournalFilter = { method?: string; path?: string; status?: number | '1xx' | '2xx' | '3xx' | '4xx' | '5xx'; operation?: string; limit?: number };

/** A copy of a parsed JSON value with every secret field's value, and a lead's email and phone, replaced. */
export const redactSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, SECRET_FIELD.test(key) ? REDACTED : redactSecrets(key === LEAD_ANSWERS_KEY ? redactLeadAnswers(field, REDACTED) : field)]),
    );
  }
  return value;
};

/** What the journal keeps of a request body: its JSON redacted, or a note on what it was. */
export const journalBody = (text: string | undefined): unknown => {
  if (text === undefined || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `[not JSON, ${text.length} characters]`;
  }
  try {
    const redacted = JSON.stringify(redactSecrets(value));
    return redacted.length > BODY_MAX_CHARS ? `[JSON, ${redacted.length} characters, not kept]` : JSON.parse(redacted);
  } catch {
    // Nested too deeply to walk (the endpoint refuses it with a 400).
    return '[JSON, too deep, not kept]';
  }
};

/** The same for a query (flat name → value), redacted without a JSON round trip: every /api call has one. */
export const journalQuery = (query: Record<string, string>): Record<string, string> | string => {
  const redacted: Record<string, string> = {};
  for (const key of Object.keys(query)) redacted[key] = SECRET_FIELD.test(key) ? REDACTED : (query[key] as string);
  const length = JSON.stringify(redacted).length;
  return length > BODY_MAX_CHARS ? `[JSON, ${length} characters, not kept]` : redacted;
};

const matchesStatus = (status: number, wanted: TJournalFilter['status']): boolean =>
  wanted === undefined || (typeof wanted === 'number' ? status === wanted : Math.floor(status / 100) === Number(wanted[0]));

export type TRequestJournal = ReturnType<typeof createRequestJournal>;

export const createRequestJournal = (max = JOURNAL_MAX) => {
  // A ring: `next` is where the next entry goes; once full the oldest is overwritten.
  const entries: TJournalEntry[] = [];
  let next = 0;
  return {
    record: (entry: TJournalEntry): void => {
      if (entries.length < max) entries.push(entry);
      else entries[next] = entry;
      next = (next + 1) % max;
    },
    list: (filter: TJournalFilter = {}): TJournalEntry[] => {
      const newestFirst = [...entries.slice(0, next).reverse(), ...entries.slice(next).reverse()];
      const method = filter.method?.toUpperCase();
      return newestFirst
        .filter(
          (entry) =>
            (!method || entry.method === method) &&
            (!filter.path || entry.path === filter.path || entry.path.startsWith(filter.path.endsWith('/') ? filter.path : `${filter.path}/`)) &&
            matchesStatus(entry.status, filter.status) &&
            (!filter.operation || entry.operation === filter.operation),
        )
        .slice(0, filter.limit ?? max);
    },
    clear: () => {
      entries.length = 0;
      next = 0;
    },
  };
};
