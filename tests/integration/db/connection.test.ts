// The connection factory: pragmas, migrations on open, enforced foreign keys and cascades.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let temp: TTempDatabase | undefined;
afterEach(() => {
  temp?.cleanup();
  temp = undefined;
});

const EXPECTED_TABLES = [
  'users', 'business_accounts', 'business_account_members', 'invites', 'password_reset_tokens', 'services',
  'integrations_exports', 'auth_data', 'integration_configs', 'integration_config_forms', 'integration_field_maps',
  'ad_accounts', 'search_ads_accounts', 'insights_daily', 'sync_jobs', 'crm_funnels', 'crm_stages', 'crm_statuses',
  'crm_fields', 'crm_field_options', 'crm_sources', 'crm_users', 'social_pages', 'lead_forms', 'lead_form_questions',
  'outbox_mail',
];

describe('openDatabase', () => {
  it('sets WAL, foreign keys and a busy timeout, and applies the migrations', () => {
    temp = createTempDatabase();
    const { sqlite } = temp;
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    const tables = sqlite.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(EXPECTED_TABLES));
  });

  it('re-opening an up-to-date database applies nothing twice', () => {
    temp = createTempDatabase();
    temp.close();
    const again = openDatabase(temp.path);
    const count = again.sqlite.prepare<[], number>('SELECT count(*) FROM __drizzle_migrations').pluck().get();
    again.close();
    expect(count).toBeGreaterThanOrEqual(1);
  });

  it('enforces foreign keys and cascades deletes from a business account to its insights', () => {
    temp = createTempDatabase();
    const { sqlite } = temp;
    expect(() => sqlite.prepare("INSERT INTO insights_daily (ad_account_id, date) VALUES (999, '2026-01-01')").run()).toThrow(/FOREIGN KEY/);
    const userId = sqlite.prepare("INSERT INTO users (name, email, password_hash) VALUES ('A', 'a@example.com', 'x')").run().lastInsertRowid;
    const baId = sqlite.prepare("INSERT INTO business_accounts (name, created_by) VALUES ('BA', ?)").run(userId).lastInsertRowid;
    const serviceId = sqlite.prepare("INSERT INTO services (name, service_path, service, type) VALUES ('FB', 'fb-sync', 'facebook', 'export')").run().lastInsertRowid;
    const exportId = sqlite
      .prepare("INSERT INTO integrations_exports (integration_id, name, service_id, service_type, ba_id) VALUES ('e1', 'E', ?, 'export', ?)")
      .run(serviceId, baId).lastInsertRowid;
    const accountId = sqlite.prepare("INSERT INTO ad_accounts (integration_id, account_id, name) VALUES (?, 'act_1', 'Acc')").run(exportId).lastInsertRowid;
    sqlite.prepare("INSERT INTO insights_daily (ad_account_id, date, clicks) VALUES (?, '2026-01-01', 5)").run(accountId);
    sqlite.prepare('DELETE FROM business_accounts WHERE id = ?').run(baId);
    expect(sqlite.prepare<[], number>('SELECT count(*) FROM insights_daily').pluck().get()).toBe(0);
    expect(sqlite.prepare<[], number>('SELECT count(*) FROM users').pluck().get()).toBe(1);
  });

  it('stores booleans as integers and defaults timestamps to ISO text', () => {
    temp = createTempDatabase();
    const { sqlite } = temp;
    sqlite.prepare("INSERT INTO services (name, service_path, service, type, is_active) VALUES ('S', 'x', 'x', 'integration', 0)").run();
    const row = sqlite.prepare<[], { is_active: number; created_at: string }>('SELECT is_active, created_at FROM services').get();
    expect(row?.is_active).toBe(0);
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
