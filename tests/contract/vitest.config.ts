// The contract layer: every gateway endpoint checked over real HTTP against shared/contract.
// CONTRACT_BASE_URL points it at any gateway; unset, global-setup.ts starts the emulator alone.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    root: '.',
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/contract/global-setup.ts'],
    // One gateway process serves every file; its SQLite writer is single, so files take turns.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
