// Migration 0002 (token_expires_at) applies on a database made before it: the column appears,
// every record is kept and has no expiry (null: never expires), and nothing is applied twice.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { createSeededTempDatabase, migrationTime } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';
import { undoAlerts, undoCrmPersons, undoRevokedTokens, undoGivenNamesAndPartialDays, undoLeads, undoMappingAsPayload } from '../../support/migration-undo';

let temp: TTempDatabase | undefined;
afterAll(() => temp?.cleanup());

const columnsOf = (sqlite: TTempDatabase['sqlite']) =>
  sqlite.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('integrations_exports')").all().map((column) => column.name);

describe('migration 0002_token_expiry', () => {
  it('adds token_expires_at to a seeded database from before it, keeping every record', async () => {
    temp = await createSeededTempDatabase({ today: new Date('2026-03-02T00:00:00Z') });
    const { sqlite } = temp;
    const records = sqlite.prepare<[], number>('SELECT count(*) FROM integrations_exports').pluck().get();
    const applied = sqlite.prepare<[], number>('SELECT count(*) FROM __drizzle_migrations').pluck().get() ?? 0;
    // Back to the state before 0002: no column, 0002 and the migrations after it not recorded
    // (drizzle applies what is newer than the last one recorded, so the later ones apply again).
    undoRevokedTokens(sqlite);
    undoCrmPersons(sqlite);
    undoAlerts(sqlite);
    undoGivenNamesAndPartialDays(sqlite);
    undoLeads(sqlite);
    undoMappingAsPayload(sqlite);
    sqlite.exec('ALTER TABLE integrations_exports DROP COLUMN token_expires_at');
    sqlite.prepare('DELETE FROM __drizzle_migrations WHERE created_at >= ?').run(migrationTime('0002_token_expiry'));
    expect(columnsOf(sqlite)).not.toContain('token_expires_at');
    temp.close();

    const reopened = openDatabase(temp.path);
    try {
      expect(columnsOf(reopened.sqlite)).toContain('token_expires_at');
      expect(reopened.sqlite.prepare<[], number>('SELECT count(*) FROM integrations_exports').pluck().get()).toBe(records);
      expect(reopened.sqlite.prepare<[], number>('SELECT count(*) FROM integrations_exports WHERE token_expires_at IS NOT NULL').pluck().get()).toBe(0);
      expect(reopened.sqlite.prepare<[], number>('SELECT count(*) FROM __drizzle_migrations').pluck().get()).toBe(applied);
    } finally {
      reopened.close();
    }
  });
});
