// The HTTP and shutdown settings an operator sets for a load balancer: defaults that outlast a
// balancer's 60 s idle timeout, and values that contradict each other refused with a sentence.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../server/env';

describe('HTTP and shutdown settings', () => {
  it('default to a 65 s keep-alive, headers a second longer, an explicit request deadline and a drain', () => {
    expect(loadEnv({})).toMatchObject({
      HTTP_KEEP_ALIVE_MS: 65_000,
      HTTP_HEADERS_TIMEOUT_MS: 66_000,
      HTTP_REQUEST_TIMEOUT_MS: 120_000,
      SHUTDOWN_DELAY_MS: 5_000,
      SHUTDOWN_TIMEOUT_MS: 25_000,
    });
  });

  it('follow the keep-alive with the headers and request deadlines when only the keep-alive is set', () => {
    expect(loadEnv({ HTTP_KEEP_ALIVE_MS: '350000' })).toMatchObject({ HTTP_HEADERS_TIMEOUT_MS: 351_000, HTTP_REQUEST_TIMEOUT_MS: 351_000 });
  });

  it.each([
    [{ HTTP_KEEP_ALIVE_MS: '65000', HTTP_HEADERS_TIMEOUT_MS: '60000' }, 'HTTP_HEADERS_TIMEOUT_MS must be longer than HTTP_KEEP_ALIVE_MS'],
    [{ HTTP_REQUEST_TIMEOUT_MS: '30000' }, 'HTTP_REQUEST_TIMEOUT_MS must be at least HTTP_HEADERS_TIMEOUT_MS'],
    [{ SHUTDOWN_DELAY_MS: '30000' }, 'SHUTDOWN_TIMEOUT_MS must be longer than SHUTDOWN_DELAY_MS'],
  ])('refuse %o with a sentence', (values, sentence) => {
    expect(() => loadEnv(values)).toThrow(sentence);
  });
});
