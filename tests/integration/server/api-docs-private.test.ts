// The API reference is public (no token), so it must never publish the live data: its examples
// come from a private seeded copy, with every secret redacted. Over real HTTP: secrets and
// personal data typed into the live database do not appear, and two servers on the same seed
// with different live data serve the same page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const LIVE_API_KEY = 'live-crm-api-key-9f8e7d6c5b4a';
const LIVE_TOKEN = 'live-access-token-0a1b2c3d4e5f';
const LIVE_PHONE = '+44 7700 900 417';
const LIVE_ACCOUNT = 'Quietly Typed Ventures';

type TServer = { database: TTempDatabase; running: TRunningServer };
const servers: TServer[] = [];

const startServer = async (prepare: (database: TTempDatabase) => void): Promise<TServer> => {
  const database = await createSeededTempDatabase();
  prepare(database);
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'docs-private-secret-that-is-long-enough-for-hs256', LOG_LEVEL: 'silent' });
  const running = await listen(createApp({ env, logger: createLogger('silent'), database, clock: database.clock }).fetch, { host: '127.0.0.1', port: 0 });
  const server = { database, running };
  servers.push(server);
  return server;
};

/** What a user types into the live database: a CRM key, tokens, a phone number, an account. */
const typeLiveSecrets = ({ sqlite }: TTempDatabase) => {
  sqlite.prepare('UPDATE integrations_exports SET api_key = ?, access_token = ?, receiving_service_token = ?').run(LIVE_API_KEY, LIVE_TOKEN, LIVE_TOKEN);
  sqlite.prepare('UPDATE users SET phone = ? WHERE email = ?').run(LIVE_PHONE, DEMO_CLIENT.email);
  sqlite.prepare('UPDATE business_accounts SET name = ?').run(LIVE_ACCOUNT);
};

let livePage: string;
let plainPage: string;
beforeAll(async () => {
  const live = await startServer(typeLiveSecrets);
  const plain = await startServer(() => {});
  livePage = await (await fetch(`${live.running.url}/api/docs`)).text();
  plainPage = await (await fetch(`${plain.running.url}/api/docs`)).text();
}, 60_000);
afterAll(async () => {
  for (const server of servers) {
    await server.running.close();
    server.database.cleanup();
  }
});

const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const examplesOf = (page: string): unknown[] =>
  [...page.matchAll(/<pre class="example" data-example="(?:request|answer)"[^>]*>([\s\S]*?)<\/pre>/g)].map((match) => JSON.parse(unescape(match[1] as string)));

/** Every string value under a key that names a secret, in any example. */
const secretValues = (value: unknown, found: string[] = []): string[] => {
  if (Array.isArray(value)) value.forEach((item) => secretValues(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && /password|secret|api_?key|token$|jwt/i.test(key)) found.push(`${key}=${item}`);
      else secretValues(item, found);
    }
  }
  return found;
};

describe('GET /api/docs without a token', () => {
  it('publishes nothing the live database holds: no key, token, phone or account name a user typed', () => {
    expect(livePage).toContain('<article id="listBusinessAccounts">');
    for (const typed of [LIVE_API_KEY, LIVE_TOKEN, LIVE_PHONE, LIVE_ACCOUNT]) expect(livePage).not.toContain(typed);
  });

  it('is the same page for the same seed, whatever the live data holds', () => {
    expect(livePage).toBe(plainPage);
  });

  it('shows every secret in every example redacted, and no session token anywhere', () => {
    const examples = examplesOf(livePage);
    expect(examples.length).toBeGreaterThan(40);
    const secrets = examples.flatMap((example) => secretValues(example));
    expect(secrets.length).toBeGreaterThan(0);
    expect(secrets.filter((entry) => !entry.endsWith('=REDACTED'))).toEqual([]);
    expect(livePage).not.toMatch(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./);
  });

  it('shows admin answers as examples of their shape, not the list of people', () => {
    const article = livePage.split('<article id="adminUsers">')[1]?.split('</article>')[0] ?? '';
    expect(article).toContain('built from the schema');
    expect(article).not.toContain('the emulator’s answer on the demo data');
  });
});
