// Issue 12, finding 5: with PUBLIC_URL unset, `Host: evil.example` put http://evil.example/… in
// the reset mail. Over real HTTP: links come from configuration (PUBLIC_URL, else the address
// the server listens on), whatever Host or X-Forwarded-Host a request carries.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../../seed/demo-logins';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import type { TEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { rawRequest } from '../../support/http';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const started: { running: TRunningServer; database: TTempDatabase }[] = [];
afterAll(async () => {
  for (const { running, database } of started) {
    await running.close();
    database.cleanup();
  }
});

const startPortal = async (values: Partial<Record<keyof TEnv, string>> = {}) => {
  const database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'reset-origin-secret-long-enough-for-hs256', ...values });
  const listening: { url?: string } = {};
  const app = createApp({ env, logger: createLogger('silent'), database, clock: database.clock, listeningUrl: () => listening.url });
  const running = await listen(app.fetch, { host: '127.0.0.1', port: 0 });
  listening.url = running.url;
  started.push({ running, database });
  return { url: running.url, database };
};

const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json' };
const body = JSON.stringify({ email: DEMO_ADMIN.email });

const links = (database: TTempDatabase): string[] =>
  (database.sqlite.prepare('SELECT link FROM outbox_mail ORDER BY id').all() as { link: string }[]).map((row) => row.link);

describe('reset links (issue 12, finding 5)', () => {
  it('point to the address the server listens on when PUBLIC_URL is unset, whatever the Host header says', async () => {
    const { url, database } = await startPortal();
    expect((await rawRequest(`${url}/api/password/reset/request`, { method: 'POST', headers: HOSTILE, body })).status).toBe(200);
    expect((await rawRequest(`${url}/trpc/auth.requestPasswordReset`, { method: 'POST', headers: HOSTILE, body })).status).toBe(200);
    const mailed = links(database);
    expect(mailed).toHaveLength(2);
    for (const link of mailed) expect(link.startsWith(`${url}/password-reset-confirm/?token=`), link).toBe(true);
  });

  it('point to PUBLIC_URL when set', async () => {
    const { url, database } = await startPortal({ PUBLIC_URL: 'https://portal.example.com' });
    await rawRequest(`${url}/api/password/reset/request`, { method: 'POST', headers: HOSTILE, body });
    expect(links(database)[0]).toMatch(/^https:\/\/portal\.example\.com\/password-reset-confirm\/\?token=/);
  });
});
