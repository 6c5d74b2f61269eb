// Rewinding tests take a migrated database back to before one migration and let drizzle apply
// it and the later ones again; later migrations that cannot apply twice are undone here first.
import type { TSqlite } from '../../db/client';

/** Before 0005_mapping_as_payload: mapping rows with type_select/form_text and the CRM field's copy, no config auth_id. */
const UNDO_MAPPING_AS_PAYLOAD = `
  CREATE TABLE __old_integration_field_maps (
    id integer PRIMARY KEY AUTOINCREMENT NOT NULL, config_id integer NOT NULL, crm_id text NOT NULL, form_id text, form_text text,
    type_select text NOT NULL, crm_field_type text, crm_field_name text, entity text,
    FOREIGN KEY (config_id) REFERENCES integration_configs(id) ON UPDATE no action ON DELETE cascade);
  INSERT INTO __old_integration_field_maps (id, config_id, crm_id, form_id, form_text, type_select, entity)
    SELECT id, config_id, crm_id, form_id, static_value, type, entity FROM integration_field_maps;
  DROP TABLE integration_field_maps;
  ALTER TABLE __old_integration_field_maps RENAME TO integration_field_maps;
  CREATE INDEX integration_field_maps_config_idx ON integration_field_maps (config_id);
  CREATE TABLE __old_integration_configs (
    id integer PRIMARY KEY AUTOINCREMENT NOT NULL, integration_id integer NOT NULL, page_id text, create_lead integer DEFAULT false NOT NULL,
    pipeline_id integer, stage_id integer, source_id integer, responsible_id integer, deal_name text, deal_amount real, deal_currency text,
    status text DEFAULT 'inactive' NOT NULL, is_active integer DEFAULT false NOT NULL, config text DEFAULT '{}' NOT NULL,
    updated_at text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
    FOREIGN KEY (integration_id) REFERENCES integrations_exports(id) ON UPDATE no action ON DELETE cascade);
  INSERT INTO __old_integration_configs
    SELECT id, integration_id, page_id, create_lead, pipeline_id, stage_id, source_id, responsible_id, deal_name, deal_amount,
      deal_currency, status, is_active, config, updated_at FROM integration_configs;
  DROP TABLE integration_configs;
  ALTER TABLE __old_integration_configs RENAME TO integration_configs;
  CREATE UNIQUE INDEX integration_configs_integration_id_unique ON integration_configs (integration_id);`;

export function undoMappingAsPayload(sqlite: TSqlite) {
  // A parent table is rebuilt: with foreign keys on, dropping it would empty its children.
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.exec(UNDO_MAPPING_AS_PAYLOAD);
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
}

/** Before 0006_leads: no leads, no CRM records, no required CRM fields. */
export function undoLeads(sqlite: TSqlite) {
  sqlite.exec('DROP TABLE crm_deals; DROP TABLE leads; ALTER TABLE crm_fields DROP COLUMN is_required;');
}

/** Before 0007_partial_today_and_given_names: no given names of integrations, no partial day in seed_state. */
export function undoGivenNamesAndPartialDays(sqlite: TSqlite) {
  sqlite.exec('ALTER TABLE integrations_exports DROP COLUMN given_name; ALTER TABLE seed_state DROP COLUMN filled_until;');
}

/** Before 0008_alerts: no alerts, no read marks. */
export function undoAlerts(sqlite: TSqlite) {
  sqlite.exec('DROP TABLE alert_reads; DROP TABLE alerts;');
}

/** Before 0009_crm_persons: no CRM persons, deals without a person (a column in a foreign key cannot be dropped: the table is rebuilt). */
export function undoCrmPersons(sqlite: TSqlite) {
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.exec(`
      CREATE TABLE __old_crm_deals (
        id integer PRIMARY KEY AUTOINCREMENT NOT NULL, integration_id integer NOT NULL, lead_id integer NOT NULL, kind text NOT NULL,
        title text NOT NULL, amount real, currency text, pipeline_id integer, stage_id integer, source_id integer, responsible_id integer,
        fields text NOT NULL, created_at text NOT NULL,
        FOREIGN KEY (integration_id) REFERENCES integrations_exports(id) ON UPDATE no action ON DELETE cascade,
        FOREIGN KEY (lead_id) REFERENCES leads(id) ON UPDATE no action ON DELETE cascade);
      INSERT INTO __old_crm_deals SELECT id, integration_id, lead_id, kind, title, amount, currency, pipeline_id, stage_id, source_id,
        responsible_id, fields, created_at FROM crm_deals;
      DROP TABLE crm_deals;
      ALTER TABLE __old_crm_deals RENAME TO crm_deals;
      CREATE UNIQUE INDEX crm_deals_lead_uq ON crm_deals (lead_id);
      CREATE INDEX crm_deals_integration_idx ON crm_deals (integration_id);
      DROP TABLE crm_persons;`);
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
}

/** Before 0010_revoked_tokens: logged-out sessions were kept in memory only. */
export function undoRevokedTokens(sqlite: TSqlite) {
  sqlite.exec('DROP TABLE revoked_tokens;');
}
