// The same seed (and day) gives the same rows; a different seed gives different rows.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/demo';
import { resetDatabase } from '../../../seed/reset';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const TODAY = new Date('2026-03-15T10:00:00Z');
// Password hashes are salted, so they are the one column that differs between runs.
const KEY_TABLES: Record<string, string> = {
  users: 'SELECT id, name, email, role, project_path, last_name, phone, telegram, facebook, current_ba_id, created_at FROM users ORDER BY id',
  business_accounts: 'SELECT * FROM business_accounts ORDER BY id',
  business_account_members: 'SELECT * FROM business_account_members ORDER BY id',
  invites: 'SELECT * FROM invites ORDER BY id',
  services: 'SELECT * FROM services ORDER BY id',
  integrations_exports: 'SELECT * FROM integrations_exports ORDER BY id',
  ad_accounts: 'SELECT * FROM ad_accounts ORDER BY id',
  search_ads_accounts: 'SELECT * FROM search_ads_accounts ORDER BY id',
  insights_daily: 'SELECT * FROM insights_daily ORDER BY ad_account_id, date',
  sync_jobs: 'SELECT * FROM sync_jobs ORDER BY id',
  crm_fields: 'SELECT * FROM crm_fields ORDER BY id',
  crm_users: 'SELECT * FROM crm_users ORDER BY id',
  social_pages: 'SELECT * FROM social_pages ORDER BY id',
  lead_forms: 'SELECT * FROM lead_forms ORDER BY id',
  lead_form_questions: 'SELECT * FROM lead_form_questions ORDER BY id',
  integration_configs: 'SELECT * FROM integration_configs ORDER BY id',
  auth_data: 'SELECT * FROM auth_data ORDER BY id',
};

const fingerprint = (temp: TTempDatabase) =>
  Object.fromEntries(
    Object.entries(KEY_TABLES).map(([table, sql]) => {
      const rows = temp.sqlite.prepare(sql).all();
      return [table, `${rows.length}:${createHash('sha256').update(JSON.stringify(rows)).digest('hex')}`];
    }),
  );

const opened: TTempDatabase[] = [];
afterAll(() => opened.forEach((temp) => temp.cleanup()));

async function seeded(seed: number) {
  const temp = createTempDatabase();
  opened.push(temp);
  await seedDemo(temp.db, { seed, today: TODAY });
  return temp;
}

describe('seed determinism', () => {
  it('gives identical key tables for the same seed', async () => {
    const [first, second] = [await seeded(42), await seeded(42)];
    expect(fingerprint(second)).toEqual(fingerprint(first));
  });

  it('gives different data for a different seed', async () => {
    const [first, second] = [fingerprint(await seeded(1)), fingerprint(await seeded(2))];
    expect(second.users).not.toBe(first.users);
    expect(second.insights_daily).not.toBe(first.insights_daily);
    // The catalogue of services is fixed, whatever the seed.
    expect(second.services).toBe(first.services);
  });

  it('re-seeds to the same rows and ids after a reset', async () => {
    const temp = await seeded(5);
    const before = fingerprint(temp);
    resetDatabase(temp.sqlite);
    expect(temp.sqlite.prepare<[], number>('SELECT count(*) FROM insights_daily').pluck().get()).toBe(0);
    await seedDemo(temp.db, { seed: 5, today: TODAY });
    expect(fingerprint(temp)).toEqual(before);
  });
});
