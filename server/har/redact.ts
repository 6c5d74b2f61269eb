// What a HAR recording must never hold: credentials, by key name (headers, query, JSON at any
// depth) and by value (JWTs, `Bearer …`). Only strings are replaced, so answers keep their shape.
// One set of rules for writing (recorder.ts) and matching (replay.ts): a replayed login, its
// password redacted in the file, still matches the same login sent again.
import { LEAD_ANSWERS_KEY, redactLeadAnswers } from '../../shared/personal-data';

/** What a secret is replaced with: plain letters, so URLs do not percent-encode it. */
export const REDACTED = 'REDACTED';

const SECRET_ANYWHERE = /password|passwd|secret|authorization|cookie|jwt|api_?key|access_key|private_key/;
const SECRET_SUFFIX = /(^|_)token$/;
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const BEARER = /Bearer\s+\S+/gi;

const MAY_HOLD_TOKEN = /eyJ|bearer/i;
const redactTokens = (text: string): string => (MAY_HOLD_TOKEN.test(text) ? text.replace(JWT, REDACTED).replace(BEARER, REDACTED) : text);

/** Answers for the key names seen (a log line's keys are the same few): at most this many kept. */
const KNOWN_KEYS_MAX = 2_000;
const knownKeys = new Map<string, boolean>();

const isSecretKey = (key: string): boolean => {
  const known = knownKeys.get(key);
  if (known !== undefined) return known;
  const name = key.toLowerCase().replace(/-/g, '_');
  const isSecret = SECRET_ANYWHERE.test(name) || SECRET_SUFFIX.test(name);
  if (knownKeys.size < KNOWN_KEYS_MAX) knownKeys.set(key, isSecret);
  return isSecret;
};

/** A URL's query parameters redacted by name and value; any other string by value. */
const redactString = (text: string): string => {
  if (/^https?:\/\//i.test(text) && text.includes('?')) {
    try {
      return redactUrl(text);
    } catch {
      // Not a URL after all: treat it as text.
    }
  }
  return redactTokens(text);
};

export const redactUrl = (href: string): string => {
  const url = new URL(href);
  for (const [name, value] of [...url.searchParams]) {
    url.searchParams.set(name, isSecretKey(name) ? REDACTED : redactTokens(value));
  }
  return url.href;
};

export const redactJson = (value: unknown): unknown => {
  if (typeof value === 'string') return redactString(value);
  // Copied only where something changes: a log line with nothing secret is not built twice.
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const redacted = redactJson(item);
      if (redacted !== item) (copy ??= [...value])[index] = redacted;
    });
    return copy ?? value;
  }
  if (value && typeof value === 'object') {
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const redacted = typeof item === 'string' && isSecretKey(key) ? REDACTED : redactJson(key === LEAD_ANSWERS_KEY ? redactLeadAnswers(item, REDACTED) : item);
      if (redacted !== item) (copy ??= { ...value })[key] = redacted;
    }
    return copy ?? value;
  }
  return value;
};

/** A body redacted: JSON by key and value (written by `serialise`, formatting not kept), other text by value. */
export const redactBody = (text: string, serialise: (value: unknown) => string = JSON.stringify): string => {
  if (!text) return text;
  try {
    return serialise(redactJson(JSON.parse(text)));
  } catch {
    return redactString(text);
  }
};

export const redactHeader = (name: string, value: string): string => (isSecretKey(name) ? REDACTED : redactString(value));
