// What a HAR recording redacts, and what it keeps (server/har/redact.ts), and how replay keys a request.
import { describe, expect, it } from 'vitest';
import { redactBody, redactHeader, redactUrl, REDACTED } from '../../../server/har/redact';
import { matchKey } from '../../../server/har/replay';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('HAR redaction', () => {
  it('redacts secrets by key name at any depth, and keeps non-string values and look-alike names', () => {
    const body = {
      password: 'p1', c_password: 'p1', password_confirmation: 'p1', token: 't', access_token: 'a', receiving_service_token: 'r',
      api_key: 'k', 'x-api-key': 'k', client_secret: 's',
      data: { token: JWT, user: { email: 'x@example.com' } },
      services: [{ api_token: 'abc', access_token: null, token_expired: false, token_expires_at: '2026-01-01T00:00:00Z' }],
    };
    expect(JSON.parse(redactBody(JSON.stringify(body)))).toEqual({
      password: REDACTED, c_password: REDACTED, password_confirmation: REDACTED, token: REDACTED, access_token: REDACTED, receiving_service_token: REDACTED,
      api_key: REDACTED, 'x-api-key': REDACTED, client_secret: REDACTED,
      data: { token: REDACTED, user: { email: 'x@example.com' } },
      services: [{ api_token: REDACTED, access_token: null, token_expired: false, token_expires_at: '2026-01-01T00:00:00Z' }],
    });
  });

  it('redacts JWTs and bearer credentials wherever they are, and secret query parameters', () => {
    expect(redactBody(JSON.stringify({ note: `signed ${JWT}`, link: `https://x.test/c?token=abc&page=2` }))).toBe(
      JSON.stringify({ note: `signed ${REDACTED}`, link: `https://x.test/c?token=${REDACTED}&page=2` }),
    );
    expect(redactBody(`plain Bearer ${JWT}`)).toBe(`plain ${REDACTED}`);
    expect(redactHeader('Authorization', `Bearer ${JWT}`)).toBe(REDACTED);
    expect(redactHeader('x-request-id', 'abc')).toBe('abc');
    expect(redactUrl('http://gw.test/api/x?api_key=1&user_id=3')).toBe(`http://gw.test/api/x?api_key=${REDACTED}&user_id=3`);
  });
});

describe('replay matching', () => {
  it('matches a request with its recording: query order, key order and redacted secrets aside', () => {
    const recorded = matchKey('POST', 'http://gw.test/api/login?b=2&a=1', JSON.stringify({ email: 'x@example.com', password: REDACTED }));
    expect(matchKey('post', 'http://other.test/api/login?a=1&b=2', JSON.stringify({ password: 'secret', email: 'x@example.com' }))).toBe(recorded);
    expect(matchKey('POST', 'http://gw.test/api/login?a=1&b=2', JSON.stringify({ email: 'y@example.com', password: 'secret' }))).not.toBe(recorded);
    expect(matchKey('GET', 'http://gw.test/api/login?a=1&b=2', '')).not.toBe(matchKey('GET', 'http://gw.test/api/login?a=1&b=3', ''));
  });
});
