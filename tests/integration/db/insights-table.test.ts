// insights_daily is a WITHOUT ROWID table keyed (ad_account_id, date) (decision 021): one ad
// account's days sit together whatever order they were written in. drizzle cannot declare it, so
// migration 0003 rebuilds the table by hand; this holds it there and checks that the migration
// applies on a seeded database from before it, keeping every row, the key and the cascade.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import type { TSqlite } from '../../../db/client';
import { createSeededTempDatabase, migrationTime } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';
import { undoAlerts, undoCrmPersons, undoRevokedTokens, undoGivenNamesAndPartialDays, undoLeads, undoMappingAsPayload } from '../../support/migration-undo';

let temp: TTempDatabase | undefined;
afterAll(() => temp?.cleanup());

const isWithoutRowid = (sqlite: TSqlite) =>
  sqlite.prepare<[], number>("SELECT wr FROM pragma_table_list WHERE name = 'insights_daily'").pluck().get() === 1;
const allRows = (sqlite: TSqlite) => sqlite.prepare('SELECT * FROM insights_daily ORDER BY ad_account_id, date').raw().all();

/** insights_daily as migration 0000 made it: a rowid table, rows in the order the seed wrote them. */
const REBUILD_AS_ROWID_TABLE = `
  CREATE TABLE old_insights_daily (
    ad_account_id integer NOT NULL, date text NOT NULL, clicks integer DEFAULT 0 NOT NULL, impressions integer DEFAULT 0 NOT NULL,
    spend real DEFAULT 0 NOT NULL, unique_clicks integer DEFAULT 0 NOT NULL, cost real DEFAULT 0 NOT NULL, interactions integer DEFAULT 0 NOT NULL,
    PRIMARY KEY(ad_account_id, date),
    FOREIGN KEY (ad_account_id) REFERENCES ad_accounts(id) ON UPDATE no action ON DELETE cascade);
  INSERT INTO old_insights_daily SELECT * FROM insights_daily ORDER BY date, ad_account_id;
  DROP TABLE insights_daily;
  ALTER TABLE old_insights_daily RENAME TO insights_daily;`;

describe('insights_daily table', () => {
  it('is a WITHOUT ROWID table once migrated, and 0003 gets a seeded database from before it there, keeping every row', async () => {
    temp = await createSeededTempDatabase({ today: new Date('2026-03-02T00:00:00Z') });
    const { sqlite } = temp;
    expect(isWithoutRowid(sqlite)).toBe(true);
    const rows = allRows(sqlite);
    const applied = sqlite.prepare<[], number>('SELECT count(*) FROM __drizzle_migrations').pluck().get();
    undoRevokedTokens(sqlite);
    undoCrmPersons(sqlite);
    undoAlerts(sqlite);
    undoGivenNamesAndPartialDays(sqlite);
    undoLeads(sqlite);
    undoMappingAsPayload(sqlite);
    sqlite.exec(REBUILD_AS_ROWID_TABLE);
    sqlite.prepare('DELETE FROM __drizzle_migrations WHERE created_at >= ?').run(migrationTime('0003_insights_without_rowid'));
    expect(isWithoutRowid(sqlite)).toBe(false);
    temp.close();

    const reopened = openDatabase(temp.path);
    try {
      expect(isWithoutRowid(reopened.sqlite)).toBe(true);
      expect(allRows(reopened.sqlite)).toEqual(rows);
      expect(reopened.sqlite.prepare<[], number>('SELECT count(*) FROM __drizzle_migrations').pluck().get()).toBe(applied);
      const duplicate = reopened.sqlite.prepare('INSERT INTO insights_daily (ad_account_id, date) SELECT ad_account_id, date FROM insights_daily LIMIT 1');
      expect(() => duplicate.run()).toThrow(/UNIQUE|PRIMARY KEY/);
      const account = reopened.sqlite.prepare<[], number>('SELECT ad_account_id FROM insights_daily LIMIT 1').pluck().get();
      reopened.sqlite.prepare('DELETE FROM ad_accounts WHERE id = ?').run(account);
      expect(reopened.sqlite.prepare<[number], number>('SELECT count(*) FROM insights_daily WHERE ad_account_id = ?').pluck().get(account as number)).toBe(0);
    } finally {
      reopened.close();
    }
  });
});
