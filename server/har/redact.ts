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

const redactTokens = (text: string): string => text.replace(JWT, REDACTED).replace(BEARER, REDACTED);

const isSecretKey = (key: string): boolean => {
  const name = key.toLowerCase().replace(/-/g, '_');
  return SECRET_ANYWHERE.test(name) || SECRET_SUFFIX.test(name);
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
  if (Array.isArray(value)) return value.map(redactJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        typeof item === 'string' && isSecretKey(key) ? REDACTED : redactJson(key === LEAD_ANSWERS_KEY ? redactLeadAnswers(item, REDACTED) : item),
      ]),
    );
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
