// The client's address (server/http/client-address.ts): X-Forwarded-For is believed only from a
// trusted proxy, and read from the right past every trusted hop.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies } from '../../../server/http/client-address';

const addressSeen = async (trusted: string | undefined, socket: string, forwardedFor?: string) => {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddressOf(c, parseTrustedProxies(trusted)) ?? 'none'));
  const request = new Request('http://portal.test/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  return (await app.fetch(request, { incoming: { socket: { remoteAddress: socket, remotePort: 1, remoteFamily: 'IPv4' } } })).text();
};

describe('the client address', () => {
  it('is the socket when no proxy is trusted, whatever the header says', async () => {
    expect(await addressSeen(undefined, '198.51.100.4', '203.0.113.7')).toBe('198.51.100.4');
  });

  it('is the forwarded address when the socket is a trusted proxy, skipping trusted hops', async () => {
    expect(await addressSeen('10.0.0.0/8', '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen('10.0.0.0/8', '10.0.0.2', '1.2.3.4, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
    expect(await addressSeen('10.0.0.0/8, ::1', '::ffff:10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the socket when a trusted proxy sent no header or nonsense', async () => {
    expect(await addressSeen('10.0.0.2', '10.0.0.2')).toBe('10.0.0.2');
    expect(await addressSeen('10.0.0.2', '10.0.0.2', 'not-an-address')).toBe('10.0.0.2');
  });

  it('refuses a setting that is not addresses or ranges', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, balancer.internal')).toThrow(/balancer\.internal/);
  });
});
