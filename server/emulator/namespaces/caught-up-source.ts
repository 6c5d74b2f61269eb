// What a new namespace's database is copied from: the seeded template (made at the day's start)
// caught up to the current hour, made once an hour by the first namespace that needs it. Every
// later namespace of the hour copies it and its own first request has minutes to catch up, not
// the day's hours (the day's catch-up was most of a first call's time; decision 054).
import { copyFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../../db/client';
import { templateFor } from '../control/data-store';
import type { TEmulatorDeps } from '../deps';
import { catchUp } from '../rules/catch-up';

export const createCaughtUpSource = (parent: TEmulatorDeps, folder: string) => {
  let made: { key: string; path: string } | undefined;
  let making: Promise<{ key: string; path: string }> | undefined;

  const make = async (key: string, template: string, hour: string): Promise<{ key: string; path: string }> => {
    const path = join(folder, `.caught-up-${hour}.db`);
    const partial = `${path}.partial`;
    copyFileSync(template, partial);
    const database = openDatabase(partial);
    try {
      catchUp(database.db, parent.clock.now());
      // One self-contained file again (no -wal beside it), safe to copy.
      database.sqlite.pragma('journal_mode = DELETE');
    } finally {
      database.close();
    }
    renameSync(partial, path);
    if (made && made.path !== path) rmSync(made.path, { force: true });
    return { key, path };
  };

  /** The file to copy: made now when this hour (or the data's seed) has none yet. */
  return async (): Promise<string> => {
    const template = await templateFor(parent);
    const hour = parent.clock.nowIso().slice(0, 13);
    const key = `${template.path} ${hour}`;
    if (made?.key === key) return made.path;
    if (!making) {
      making = make(key, template.path, hour).finally(() => {
        making = undefined;
      });
      made = await making;
      return made.path;
    }
    return (await making).path;
  };
};
