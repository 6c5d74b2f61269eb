// Proxy mode for real: starts the emulator alone as its own process (`tsx server/emulator-only.ts`
// on a free loopback port, temporary database, migrated and seeded on start), waits for /healthz,
// and hands its URL to the tRPC suite, whose portal servers then run with GATEWAY_URL set to it.
import type { TestProject } from 'vitest/node';
import { startEmulatorProcess } from '../contract/support/emulator-process';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startEmulatorProcess({ env: { JWT_SECRET: 'proxy-suite-gateway-secret-long-enough-for-hs256' } });
  project.provide('proxyGatewayUrl', emulator.baseUrl);
  return emulator.stop;
}
