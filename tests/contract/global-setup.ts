// Gives the contract suite a gateway: CONTRACT_BASE_URL when set, otherwise the emulator run
// alone as a real separate process (`npx tsx server/emulator-only.ts`) on a free loopback port
// and a temporary database, stopped again at teardown.
import type { TestProject } from 'vitest/node';
import { startEmulatorProcess } from './support/emulator-process';

declare module 'vitest' {
  export interface ProvidedContext {
    contractBaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.CONTRACT_BASE_URL;
  if (given) {
    project.provide('contractBaseUrl', given.replace(/\/+$/, ''));
    return async () => {};
  }
  // Fast hashing: the suite checks the contract's shapes, not password hashing (tests/integration
  // holds those), and signs in often; each login costs milliseconds instead of ~300 ms.
  const emulator = await startEmulatorProcess({ env: { EMULATOR_HASHING: 'fast' } });
  project.provide('contractBaseUrl', emulator.baseUrl);
  return emulator.stop;
}
