// What the demo seed promises: logins, business accounts, services, a year of insights, CRM
// info, lead forms (some used), invites, saved auth data and sync history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../db/password-hash';
import { SERVICE_PATHS } from '../../../shared/constants';
import { toIsoDate, isoDateDaysAgo } from '../../../shared/dates';
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_INVITE_HASHES } from '../../../seed/demo-logins';
import { isDatabaseEmpty } from '../../../db/queries/seed-state';
import { createSeededTempDatabase, createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const TODAY = new Date();
let temp: TTempDatabase;
beforeAll(async () => {
  temp = await createSeededTempDatabase({ seed: 1, today: TODAY });
});
afterAll(() => temp.cleanup());

const all = <T>(sql: string, ...params: unknown[]) => temp.sqlite.prepare<unknown[], T>(sql).all(...params);
const one = <T>(sql: string, ...params: unknown[]) => temp.sqlite.prepare<unknown[], T>(sql).get(...params) as T;
const count = (sql: string, ...params: unknown[]) => temp.sqlite.prepare<unknown[], number>(sql).pluck().get(...params) ?? 0;

type TUserRow = { id: number; role: string; password_hash: string; current_ba_id: number | null };
const userByEmail = (email: string) => one<TUserRow>('SELECT id, role, password_hash, current_ba_id FROM users WHERE email = ?', email);
const businessAccountIdsOf = (userId: number) =>
  all<{ ba_id: number }>('SELECT ba_id FROM business_account_members WHERE user_id = ? ORDER BY ba_id', userId).map((row) => row.ba_id);

describe('demo seed', () => {
  it('an empty database reports empty, a seeded one does not', () => {
    const empty = createTempDatabase();
    expect(isDatabaseEmpty(empty.db)).toBe(true);
    empty.cleanup();
    expect(isDatabaseEmpty(temp.db)).toBe(false);
  });

  it('has one admin, the documented demo login (bulk users share a password, so they are clients)', () => {
    const admins = temp.sqlite.prepare("SELECT email FROM users WHERE role = 'admin'").pluck().all();
    expect(admins).toEqual([DEMO_ADMIN.email]);
  });

  it('has the admin and the client with their demo passwords, each in two business accounts', async () => {
    const admin = userByEmail(DEMO_ADMIN.email);
    const client = userByEmail(DEMO_CLIENT.email);
    expect(admin.role).toBe('admin');
    expect(client.role).toBe('client');
    expect(await verifyPassword(DEMO_ADMIN.password, admin.password_hash)).toBe(true);
    expect(await verifyPassword(DEMO_CLIENT.password, client.password_hash)).toBe(true);
    expect(await verifyPassword(DEMO_ADMIN.password, client.password_hash)).toBe(false);
    for (const user of [admin, client]) {
      const baIds = businessAccountIdsOf(user.id);
      expect(baIds).toHaveLength(2);
      expect(baIds).toContain(user.current_ba_id);
    }
  });

  it('has enough users and business accounts for the admin lists to paginate (page size 10)', () => {
    expect(count('SELECT count(*) FROM users')).toBeGreaterThanOrEqual(40);
    expect(count('SELECT count(*) FROM business_accounts')).toBeGreaterThan(10);
  });

  it('has the four export services and receiving services with auth templates', () => {
    const services = all<{ service_path: string; type: string; auth_template: string | null }>('SELECT service_path, type, auth_template FROM services');
    expect(services.filter((service) => service.type === 'export').map((service) => service.service_path).sort()).toEqual([...SERVICE_PATHS].sort());
    const receiving = services.filter((service) => service.type === 'integration');
    expect(receiving.length).toBeGreaterThanOrEqual(2);
    const keepin = receiving.find((service) => service.service_path === 'keepin-crm');
    const fieldConfig = (JSON.parse(keepin?.auth_template ?? '{}') as { field_config: Record<string, { title: string; type: string }> }).field_config;
    expect(Object.keys(fieldConfig).length).toBeGreaterThanOrEqual(3);
    expect(Object.values(fieldConfig).some((field) => field.type === 'boolean')).toBe(true);
    expect(fieldConfig.client_id).toEqual({ title: 'Client ID', type: 'text' });
  });

  it('has an export of every export service in each business account of the demo logins, with ad accounts', () => {
    for (const email of [DEMO_ADMIN.email, DEMO_CLIENT.email]) {
      for (const baId of businessAccountIdsOf(userByEmail(email).id)) {
        const paths = all<{ service_path: string; accounts: number }>(
          `SELECT s.service_path, (SELECT count(*) FROM ad_accounts a WHERE a.integration_id = e.id) AS accounts
           FROM integrations_exports e JOIN services s ON s.id = e.service_id WHERE e.ba_id = ? AND e.service_type = 'export'`,
          baId,
        );
        expect(paths.map((row) => row.service_path).sort()).toEqual([...SERVICE_PATHS].sort());
        for (const row of paths) expect(row.accounts).toBeGreaterThanOrEqual(2);
      }
    }
    const statuses = all<{ status: string }>("SELECT DISTINCT status FROM integrations_exports WHERE service_type = 'export'").map((row) => row.status);
    expect(statuses.sort()).toEqual(['active', 'disabled', 'inactive']);
    const currencies = all<{ currency: string }>('SELECT DISTINCT currency FROM ad_accounts').map((row) => row.currency);
    expect(currencies.every((currency) => ['USD', 'EUR', 'GBP'].includes(currency))).toBe(true);
    expect(count("SELECT count(*) FROM search_ads_accounts")).toBeGreaterThan(0);
  });

  it('has 365 days of plausible insights up to today for every ad account', () => {
    const spans = all<{ days: number; first: string; last: string }>(
      'SELECT count(*) AS days, min(date) AS first, max(date) AS last FROM insights_daily GROUP BY ad_account_id',
    );
    expect(spans.length).toBe(count('SELECT count(*) FROM ad_accounts'));
    for (const span of spans) expect(span).toEqual({ days: 365, first: isoDateDaysAgo(TODAY, 364), last: toIsoDate(TODAY) });
    const totals = one<{ impressions: number; clicks: number; unique_clicks: number; bad: number }>(
      'SELECT sum(impressions) AS impressions, sum(clicks) AS clicks, sum(unique_clicks) AS unique_clicks, sum(unique_clicks > clicks) AS bad FROM insights_daily',
    );
    expect(totals.bad).toBe(0);
    expect(totals.clicks / totals.impressions).toBeGreaterThan(0.008);
    expect(totals.clicks / totals.impressions).toBeLessThan(0.035);
    const searchAds = one<{ cost: number; interactions: number }>(
      `SELECT sum(i.cost) AS cost, sum(i.interactions) AS interactions FROM insights_daily i JOIN ad_accounts a ON a.id = i.ad_account_id
       JOIN integrations_exports e ON e.id = a.integration_id JOIN services s ON s.id = e.service_id WHERE s.service_path = 'google-ads'`,
    );
    expect(searchAds.cost).toBeGreaterThan(0);
    expect(searchAds.interactions).toBeGreaterThan(0);
  });

  it('has integrations to the CRM with CRM info, social pages, lead forms with questions, some forms already used', () => {
    const integrationIds = all<{ id: number }>(
      "SELECT e.id FROM integrations_exports e JOIN services s ON s.id = e.receiving_service_id WHERE e.service_type = 'integration' AND s.service_path = 'keepin-crm'",
    ).map((row) => row.id);
    expect(integrationIds.length).toBeGreaterThanOrEqual(4);
    for (const id of integrationIds) {
      expect(count('SELECT count(*) FROM crm_funnels WHERE integration_id = ?', id)).toBeGreaterThan(0);
      expect(count('SELECT count(*) FROM crm_stages s JOIN crm_funnels f ON f.id = s.funnel_id WHERE f.integration_id = ?', id)).toBeGreaterThan(0);
      expect(count('SELECT count(*) FROM crm_sources WHERE integration_id = ?', id)).toBeGreaterThan(0);
      expect(count('SELECT count(*) FROM crm_users WHERE integration_id = ?', id)).toBeGreaterThan(0);
      expect(count("SELECT count(*) FROM crm_fields WHERE integration_id = ? AND field_type = 'list'", id)).toBeGreaterThan(0);
      expect(count('SELECT count(*) FROM social_pages WHERE integration_id = ?', id)).toBeGreaterThan(0);
    }
    expect(count('SELECT count(*) FROM crm_field_options')).toBeGreaterThan(0);
    expect(count('SELECT count(*) FROM lead_forms f WHERE NOT EXISTS (SELECT 1 FROM lead_form_questions q WHERE q.lead_form_id = f.id)')).toBe(0);
    const usedElsewhere = count(
      `SELECT count(*) FROM lead_forms f JOIN social_pages p ON p.id = f.page_id
       WHERE EXISTS (SELECT 1 FROM integration_config_forms cf JOIN integration_configs c ON c.id = cf.config_id
                     WHERE cf.lead_form_id = f.lead_form_id AND c.integration_id <> p.integration_id)`,
    );
    expect(usedElsewhere).toBeGreaterThan(0);
    expect(count('SELECT count(*) FROM integration_field_maps')).toBeGreaterThan(0);
  });

  it('has two pending invites for the client with the fixed hashes', () => {
    for (const hash of Object.values(DEMO_INVITE_HASHES)) {
      const invite = one<{ email: string; status: string; ba_id: number }>('SELECT email, status, ba_id FROM invites WHERE invite_hash = ?', hash);
      expect(invite.email).toBe(DEMO_CLIENT.email);
      expect(invite.status).toBe('pending');
      expect(businessAccountIdsOf(userByEmail(DEMO_CLIENT.email).id)).not.toContain(invite.ba_id);
    }
  });

  it("has the client's saved auth data and sync history", () => {
    const client = userByEmail(DEMO_CLIENT.email);
    const saved = all<{ fields: string }>('SELECT fields FROM auth_data WHERE user_id = ?', client.id);
    expect(saved.length).toBeGreaterThanOrEqual(1);
    expect(saved.some((row) => (JSON.parse(row.fields) as { client_id?: string }).client_id === String(client.id))).toBe(true);
    expect(count("SELECT count(*) FROM sync_jobs WHERE status IN ('Finish', 'Error')")).toBeGreaterThan(0);
    expect(count("SELECT count(*) FROM integrations_exports WHERE status_last_sync IS NOT NULL AND date_finish_sync IS NOT NULL")).toBeGreaterThan(0);
  });
});
