// The server a tRPC test talks to, over real HTTP on loopback, in one of two modes:
// - emulator: createApp with the emulator in-process on a demo-seeded temporary database
//   (the `integration` project);
// - proxy: createApp with GATEWAY_URL pointing at the emulator run as its own process by
//   tests/proxy/global-setup.ts (the `proxy` project).
// The same test files run in both, so every assertion holds for either gateway.
// Either way the portal is served as `npm start` serves it (server/boot.ts listen).
import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import type { TRPCClient } from '@trpc/client';
import { inject } from 'vitest';
import { TRPC_MAX_BATCH_ITEMS } from '../../shared/constants';
import { createApp } from '../../server/app';
import { listen } from '../../server/boot';
import { loadEnv } from '../../server/env';
import type { TEnv } from '../../server/env';
import { waitForAllSyncJobs } from '../../server/emulator/sync/runner';
import { createTestLogger, type TLogLine } from './server-log';
import type { AppRouter } from '../../server/trpc/routers/_app';
import { createSeededTempDatabase } from './temp-db';
import { forThisWorker } from './worker-share';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the proxy project: an emulator process per worker, which its portal servers proxy to. */
    proxyGatewayUrls?: string[];
  }
}

/** The proxy project's emulator process for this worker; undefined in the in-process project. */
export const proxyGatewayOfThisWorker = (): string | undefined => {
  const urls = inject('proxyGatewayUrls');
  return urls ? forThisWorker(urls) : undefined;
};

export const TEST_JWT_SECRET = 'trpc-suite-secret-that-is-long-enough-for-hs256';

export type { TLogLine };
export type TTrpcClient = TRPCClient<AppRouter>;

export type TTrpcTarget = {
  mode: 'emulator' | 'proxy';
  /** The portal server (serves /trpc). */
  baseUrl: string;
  /** Where the gateway's own pages live (consent, outbox): the portal itself, or the emulator process. */
  gatewayUrl: string;
  /** A client sending `Authorization: Bearer <token>` when a token is given. */
  client: (token?: string | null, options?: { batch?: boolean }) => TTrpcClient;
  /** Lines the portal server logged at warn or above. */
  logs: TLogLine[];
  close: () => Promise<void>;
};

export const trpcClient = (baseUrl: string, token?: string | null, options: { batch?: boolean } = {}): TTrpcClient => {
  const headers = () => (token ? { authorization: `Bearer ${token}` } : {});
  const url = `${baseUrl}/trpc`;
  return createTRPCClient<AppRouter>({
    links: [options.batch ? httpBatchLink({ url, headers, maxItems: TRPC_MAX_BATCH_ITEMS }) : httpLink({ url, headers })],
  });
};

export const startTrpcTarget = async (overrides: Partial<Record<keyof TEnv, string>> = {}): Promise<TTrpcTarget> => {
  const proxyGatewayUrl = proxyGatewayOfThisWorker();
  const { logger, lines: logs } = createTestLogger('warn');

  if (proxyGatewayUrl) {
    const env = loadEnv({ GATEWAY_URL: proxyGatewayUrl, LOG_LEVEL: 'warn', ...overrides });
    const listening: { url?: string } = {};
    const app = createApp({ env, logger, listeningUrl: () => listening.url });
    const running = await listen(app.fetch, { host: '127.0.0.1', port: 0 });
    listening.url = running.url;
    return {
      mode: 'proxy',
      baseUrl: running.url,
      gatewayUrl: proxyGatewayUrl,
      client: (token, options) => trpcClient(running.url, token, options),
      logs,
      close: running.close,
    };
  }

  const database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'warn', ...overrides });
  const listening: { url?: string } = {};
  const app = createApp({ env, logger, database, clock: database.clock, listeningUrl: () => listening.url });
  const running = await listen(app.fetch, { host: '127.0.0.1', port: 0 });
  listening.url = running.url;
  return {
    mode: 'emulator',
    baseUrl: running.url,
    gatewayUrl: running.url,
    client: (token, options) => trpcClient(running.url, token, options),
    logs,
    close: async () => {
      await running.close();
      // Sync jobs write in the background: let them finish before their database goes.
      await waitForAllSyncJobs(database.db);
      database.cleanup();
    },
  };
};
