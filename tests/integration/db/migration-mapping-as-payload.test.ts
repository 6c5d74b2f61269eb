// Migration 0005 stores mapping rows as the save payload carries them: a database from before it
// keeps every row that maps a CRM field, under the payload's names, with the entity read from
// the crm_id where it was missing; rows that map no CRM field go; configs gain their auth data.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import type { TSqlite } from '../../../db/client';
import { createSeededTempDatabase, migrationTime } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';
import { undoAlerts, undoCrmPersons, undoRevokedTokens, undoGivenNamesAndPartialDays, undoLeads, undoMappingAsPayload } from '../../support/migration-undo';

let temp: TTempDatabase | undefined;
afterAll(() => temp?.cleanup());

const columnsOf = (sqlite: TSqlite, table: string) =>
  sqlite.prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)').all(table).map((column) => column.name);

describe('migration 0005_mapping_as_payload', () => {
  it('renames the mapping columns to the payload’s, keeping every row that maps a CRM field', async () => {
    temp = await createSeededTempDatabase({ today: new Date('2026-03-02T00:00:00Z') });
    const { sqlite } = temp;
    const seeded = sqlite.prepare('SELECT id, config_id, type, entity, crm_id, form_id, static_value FROM integration_field_maps ORDER BY id').all();
    expect(seeded.length).toBeGreaterThan(0);
    const applied = sqlite.prepare<[], number>('SELECT count(*) FROM __drizzle_migrations').pluck().get();
    undoRevokedTokens(sqlite);
    undoCrmPersons(sqlite);
    undoAlerts(sqlite);
    undoGivenNamesAndPartialDays(sqlite);
    undoLeads(sqlite);
    undoMappingAsPayload(sqlite);
    sqlite.prepare('DELETE FROM __drizzle_migrations WHERE created_at >= ?').run(migrationTime('0005_mapping_as_payload'));
    // Rows as the old emulator stored them: no entity, a copy of the CRM field, a blank row.
    const configId = sqlite.prepare<[], number>('SELECT id FROM integration_configs ORDER BY id LIMIT 1').pluck().get() as number;
    const authId = sqlite.prepare<[], number>('SELECT id FROM auth_data ORDER BY id LIMIT 1').pluck().get() as number;
    const insert = sqlite.prepare(
      'INSERT INTO integration_field_maps (config_id, crm_id, form_id, form_text, type_select, crm_field_type, crm_field_name, entity) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run(configId, 'lead_comment', 'custom', 'From the ad', 'facebook', 'text', 'comment', null);
    insert.run(configId, 'contact_email', 'email', null, 'facebook', 'string', 'email', '');
    insert.run(configId, '', null, null, 'facebook', null, null, null);
    sqlite.prepare('UPDATE integration_configs SET config = ? WHERE id = ?').run(JSON.stringify({ auth_id: authId }), configId);
    expect(columnsOf(sqlite, 'integration_field_maps')).toContain('type_select');
    temp.close();

    const reopened = openDatabase(temp.path);
    try {
      const { sqlite: after } = reopened;
      expect(columnsOf(after, 'integration_field_maps')).toEqual(['id', 'config_id', 'type', 'entity', 'crm_id', 'form_id', 'static_value']);
      const rows = after.prepare('SELECT id, config_id, type, entity, crm_id, form_id, static_value FROM integration_field_maps ORDER BY id').all();
      expect(rows.slice(0, seeded.length)).toEqual(seeded);
      expect(rows.slice(seeded.length).map((row) => ({ ...(row as object), id: 0 }))).toEqual([
        { id: 0, config_id: configId, type: 'facebook', entity: 'lead', crm_id: 'lead_comment', form_id: 'custom', static_value: 'From the ad' },
        { id: 0, config_id: configId, type: 'facebook', entity: 'contact', crm_id: 'contact_email', form_id: 'email', static_value: null },
      ]);
      expect(after.prepare('SELECT auth_id FROM integration_configs WHERE id = ?').pluck().get(configId)).toBe(authId);
      expect(after.prepare<[], number>('SELECT count(*) FROM __drizzle_migrations').pluck().get()).toBe(applied);
    } finally {
      reopened.close();
    }
  });
});
