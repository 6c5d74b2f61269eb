// Starting the server where it cannot listen: the reason comes back as a sentence a person can
// act on, not a stack trace.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listen, listenFailure } from '../../../server/boot';

describe('listening', () => {
  it('refuses a port another program holds, and says which port and what to do', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const failure = await listen(() => new Response('ok'), { host: '127.0.0.1', port }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      expect(listenFailure(failure, { host: '127.0.0.1', port })).toBe(
        `Port ${port} is already in use on 127.0.0.1. Stop the program that holds it, or start with another PORT.`,
      );
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
  });

  it('names an address the machine does not have', async () => {
    const options = { host: '203.0.113.7', port: 0 };
    const failure = await listen(() => new Response('ok'), options).then(
      () => null,
      (error: unknown) => error,
    );
    expect(listenFailure(failure, options)).toMatch(/^203\.0\.113\.7 is not an address of this machine/);
  });
});
