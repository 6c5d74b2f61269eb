// `npm run emulator -- --replay path.har`: recorded answers for the requests that match an entry
// of the file (method, path, query and body by value, once both are redacted; headers are not
// compared); every other request goes on to the emulation. Identical requests answer in the
// recorded order, then the last answer repeats.
import { readHarFile } from './har-file';
import type { THarEntry } from './har-file';
import { readUpTo } from '../http/read-up-to';
import { redactBody, redactUrl } from './redact';

/** Bodies longer than this are not compared (the emulation answers them). */
const MAX_MATCHED_BODY_BYTES = 1024 * 1024;

/** Headers that describe the recorded transfer, not the answer: the new Response sets its own. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/** JSON with keys sorted at every depth: two bodies equal by value read the same. */
const stableJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

export const matchKey = (method: string, href: string, body: string): string => {
  const url = new URL(redactUrl(href));
  const query = [...url.searchParams].sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  return `${method.toUpperCase()} ${url.pathname}?${new URLSearchParams(query).toString()}\n${redactBody(body, stableJson)}`;
};

const answerOf = (entry: THarEntry): Response => {
  const headers = new Headers();
  for (const { name, value } of entry.response.headers ?? []) {
    if (!TRANSFER_HEADERS.has(name.toLowerCase())) headers.append(name, value);
  }
  headers.set('x-emulator-replay', 'har');
  const { status } = entry.response;
  const hasNoBody = status === 204 || status === 304;
  return new Response(hasNoBody ? null : (entry.response.content.text ?? ''), { status, statusText: entry.response.statusText, headers });
};

/** The request's body text up to the cap (null when longer), read from a copy: the emulation may still need it. */
const bodyTextOf = (request: Request): Promise<string | null> =>
  request.body ? readUpTo(request.clone().body, MAX_MATCHED_BODY_BYTES) : Promise.resolve('');

export type THarReplay = {
  /** How many recorded answers can be served, and for how many distinct requests. */
  entries: number;
  requests: number;
  /** The recorded answer for this request, or undefined for the emulation to answer. */
  answer: (request: Request) => Promise<Response | undefined>;
};

/** Loads a HAR file to replay (HarFileError, one sentence, when it cannot be used). */
export const loadHarReplay = (path: string): THarReplay => {
  const recorded = new Map<string, { entries: THarEntry[]; served: number }>();
  let count = 0;
  for (const entry of readHarFile(path).log.entries) {
    // Exchanges that got no answer (status 0) and statuses no answer may carry are not replayed.
    if (entry.response._error || entry.response.status < 200 || entry.response.status > 599) continue;
    const key = matchKey(entry.request.method, entry.request.url, entry.request.postData?.text ?? '');
    const queue = recorded.get(key) ?? { entries: [], served: 0 };
    queue.entries.push(entry);
    recorded.set(key, queue);
    count += 1;
  }

  const answer = async (request: Request): Promise<Response | undefined> => {
    const body = await bodyTextOf(request);
    if (body === null) return undefined;
    const queue = recorded.get(matchKey(request.method, request.url, body));
    if (!queue) return undefined;
    const entry = queue.entries[Math.min(queue.served, queue.entries.length - 1)] as THarEntry;
    queue.served += 1;
    return answerOf(entry);
  };

  return { entries: count, requests: recorded.size, answer };
};
