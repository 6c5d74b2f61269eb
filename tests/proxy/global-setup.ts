// Proxy mode for real: starts the emulator alone as its own process (`tsx server/emulator-only.ts`
// on a free loopback port, temporary database, migrated and seeded on start), one per worker,
// waits for /healthz, and hands their URLs to the tRPC suite, whose portal servers then run with
// GATEWAY_URL set to their worker's.
import type { TestProject } from 'vitest/node';
import { startEmulatorProcess } from '../contract/support/emulator-process';
import { TEST_WORKERS } from '../support/worker-share';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulators = await Promise.all(
    Array.from({ length: TEST_WORKERS }, () => startEmulatorProcess({ env: { JWT_SECRET: 'proxy-suite-gateway-secret-long-enough-for-hs256' } })),
  );
  project.provide(
    'proxyGatewayUrls',
    emulators.map((emulator) => emulator.baseUrl),
  );
  return async () => {
    await Promise.all(emulators.map((emulator) => emulator.stop()));
  };
}
