// What a new namespace is copied from: the seeded template caught up to the hour, made once per
// hour and then reused, so a namespace's first request only catches up minutes, not the day.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { readSeedState } from '../../../db/queries/seed-state';
import { templateFor } from '../../../server/emulator/control/data-store';
import { createCaughtUpSource } from '../../../server/emulator/namespaces/caught-up-source';
import { sharedTemplateFolder } from '../../../server/emulator/template-cache';
import { createSeededEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';

let t: TTestEmulator;
const folder = mkdtempSync(join(tmpdir(), 'portal-namespace-source-'));
beforeAll(async () => {
  t = await createSeededEmulator();
  t.deps.templates = sharedTemplateFolder();
});
afterAll(() => {
  t.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

const filledUntil = (path: string) => {
  const database = openDatabase(path, { migrate: false });
  try {
    return readSeedState(database.db)?.filled_until;
  } finally {
    database.close();
  }
};

describe('the caught-up source of new namespaces', () => {
  it('is the template caught up to now, made once for the hour', async () => {
    const source = createCaughtUpSource(t.deps, folder);
    const [first, second] = await Promise.all([source(), source()]);
    expect(second).toBe(first);
    expect(existsSync(first)).toBe(true);
    expect(first).toContain(`.caught-up-${t.deps.clock.nowIso().slice(0, 13)}`);
    // The template holds the day from its start; the source up to this hour.
    const template = filledUntil((await templateFor(t.deps)).path) ?? '';
    const caughtUp = filledUntil(first) ?? '';
    expect(caughtUp > template).toBe(true);
    expect(caughtUp.slice(0, 13)).toBe(t.deps.clock.nowIso().slice(0, 13));
    expect(await source()).toBe(first);
  }, 120_000);
});
