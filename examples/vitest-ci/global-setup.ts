// One emulator for the whole run (in CI it may as well be `npx portal-emulator` started before
// the tests): its URL is handed to every worker, and it is closed when the run ends.
import type { TestProject } from 'vitest/node';
import { startEmulator } from 'portal/emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const emulator = await startEmulator({ seed: 1, today: '2026-03-15' });
  project.provide('emulatorUrl', emulator.url);
  return () => emulator.close();
}
