// The emulator of this test file, started by emulator-setup.ts, and a typed client of it.
import { createGatewayClient } from 'portal/emulator';
import type { TEmulator } from 'portal/emulator';

let current: TEmulator | undefined;

export const setEmulator = (emulator: TEmulator | undefined): void => {
  current = emulator;
};

export const emulator = (): TEmulator => {
  if (!current) throw new Error('No emulator: add examples/vitest/emulator-setup.ts to setupFiles.');
  return current;
};

/** What the code under test would hold: a client of the gateway at the emulator's URL. */
export const gatewayClient = () => createGatewayClient({ baseUrl: emulator().url });
