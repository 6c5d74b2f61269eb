// Layers whose files share a server start one per Vitest worker and pick theirs here, so files
// running side by side never meet each other's data, faults or resets.

/**
 * Vitest's workers for every layer: one per core of the two the suite runs on. Fixed, not a share
 * of the machine's cores: worker numbers (VITEST_POOL_ID) run up to it, so each worker of a layer
 * that shares a server finds a server of its own on any machine.
 */
export const TEST_WORKERS = 2;

/** This worker's item: Vitest numbers its running workers 1…maxWorkers (VITEST_POOL_ID). */
export const forThisWorker = <T>(items: readonly T[]): T => {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const item = items[(worker - 1) % items.length];
  if (item === undefined) throw new Error('No server was started for this test layer (its global setup provides one per worker).');
  return item;
};
