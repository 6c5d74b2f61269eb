// `npm run dev`'s log: one readable line per request (pino-pretty with readableLine), and the
// type checker's lines read into the overlay's errors.
import { describe, expect, it } from 'vitest';
import { readableLine } from '../../../server/logger';
import { parseTypeErrorLine } from '../../../scripts/dev-typecheck.js';

describe('readableLine', () => {
  it('writes an access line as method, route, status and times on one line', () => {
    const line = readableLine({ level: 'info', time: '…', message: 'request', requestId: 'r1', traceId: 't1', method: 'POST', route: 'auth.login', status: 200, ms: 41.2, upstreamMs: 38.1, userId: 2 });
    expect(line).toBe('POST auth.login 200 41.2 ms (gateway 38.1 ms) user 2');
  });

  it('keeps a gateway operation’s own method once, and leaves out what a request did not have', () => {
    expect(readableLine({ message: 'request', method: 'GET', route: 'GET /api/business-accounts', status: 401, ms: 3, upstreamMs: 0, userId: null })).toBe('GET /api/business-accounts 401 3 ms');
  });

  it('writes any other event as its message and its fields in one line, an error’s stack below', () => {
    expect(readableLine({ message: 'shutting down', signal: 'SIGTERM' })).toBe('shutting down {"signal":"SIGTERM"}');
    const line = readableLine({ message: 'request failed', error: { message: 'boom', stack: 'Error: boom\n    at x' } });
    expect(line.split('\n')[0]).toBe('request failed {"error":{"message":"boom"}}');
    expect(line).toContain('\nError: boom');
  });
});

describe('parseTypeErrorLine', () => {
  it('reads file, place, code and sentence from tsc’s plain output', () => {
    expect(parseTypeErrorLine("web/src/app/router.tsx(12,7): error TS2322: Type 'number' is not assignable to type 'string'.")).toEqual({
      file: 'web/src/app/router.tsx',
      line: 12,
      column: 7,
      code: 'TS2322',
      message: "Type 'number' is not assignable to type 'string'.",
    });
    expect(parseTypeErrorLine('6:53:31 PM - Found 0 errors. Watching for file changes.')).toBeNull();
  });
});
