// Hot queries must search an index, never scan the table (above all insights by ad account and date range).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let temp: TTempDatabase;
beforeAll(async () => {
  temp = await createSeededTempDatabase({ seed: 1 });
});
afterAll(() => temp.cleanup());

const planOf = (sql: string, ...params: unknown[]) =>
  temp.sqlite
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...params)
    .map((row) => row.detail);

describe('query plans', () => {
  it('reads insights of one ad account in a date range through the (ad_account_id, date) key', () => {
    const plan = planOf(
      'SELECT date, clicks, impressions, spend, unique_clicks, cost, interactions FROM insights_daily WHERE ad_account_id = ? AND date BETWEEN ? AND ? ORDER BY date',
      1, '2026-01-01', '2026-01-14',
    );
    expect(plan.join('\n')).toMatch(/SEARCH insights_daily USING (INDEX|PRIMARY KEY).*\(ad_account_id=\? AND date>\? AND date<\?\)/);
    expect(plan.join('\n')).not.toMatch(/SCAN insights_daily/);
  });

  it('sums insights of every ad account of an export by date without scanning insights', () => {
    const plan = planOf(
      `SELECT i.date, sum(i.clicks), sum(i.impressions), sum(i.spend) FROM insights_daily i
       WHERE i.ad_account_id IN (SELECT id FROM ad_accounts WHERE integration_id = ?) AND i.date BETWEEN ? AND ?
       GROUP BY i.date ORDER BY i.date`,
      1, '2026-01-01', '2026-01-14',
    );
    expect(plan.join('\n')).not.toMatch(/SCAN (insights_daily|i\b)/);
    expect(plan.join('\n')).not.toMatch(/SCAN ad_accounts/);
  });

  it("pages the admin users list along the users primary key, and a record's sync runs through its index, without sorting", () => {
    const users = planOf('SELECT u.id, u.name, u.email FROM users u ORDER BY u.id LIMIT ? OFFSET ?', 10, 9990).join('\n');
    expect(users).not.toMatch(/TEMP B-TREE/);
    const runs = planOf(
      `SELECT j.id, u.name FROM sync_jobs j LEFT JOIN users u ON u.id = j.requested_by
       WHERE j.integration_id = ? ORDER BY j.created_at DESC, j.id DESC LIMIT ? OFFSET ?`,
      1, 10, 0,
    ).join('\n');
    expect(runs).toMatch(/SEARCH j USING INDEX sync_jobs_integration_created_idx/);
    expect(runs).not.toMatch(/SCAN (j|u)\b/);
  });

  it.each([
    ['users by email', "SELECT id FROM users WHERE email = 'a@example.com'", 'users'],
    ['business accounts of a user', 'SELECT ba_id FROM business_account_members WHERE user_id = 1', 'business_account_members'],
    ['records of a business account by type', "SELECT id FROM integrations_exports WHERE ba_id = 1 AND service_type = 'export'", 'integrations_exports'],
    ['records created by a user', 'SELECT id FROM integrations_exports WHERE created_by = 1', 'integrations_exports'],
    ['ad accounts of an export', 'SELECT id FROM ad_accounts WHERE integration_id = 1', 'ad_accounts'],
    ['invite by hash', "SELECT id FROM invites WHERE invite_hash = 'x'", 'invites'],
    ['reset token by hash', "SELECT id FROM password_reset_tokens WHERE token_hash = 'x'", 'password_reset_tokens'],
    ['config forms using a lead form', "SELECT config_id FROM integration_config_forms WHERE lead_form_id = 'x'", 'integration_config_forms'],
    ['sync jobs of an export', 'SELECT id FROM sync_jobs WHERE integration_id = 1 ORDER BY created_at DESC', 'sync_jobs'],
    ['CRM fields of an integration', "SELECT id FROM crm_fields WHERE integration_id = 1 AND entity = 'deal'", 'crm_fields'],
  ])('%s uses an index', (_name, sql, table) => {
    expect(planOf(sql).join('\n')).not.toMatch(new RegExp(`SCAN ${table}\\b`));
  });
});
