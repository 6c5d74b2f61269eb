// Once per e2e run: find (or install) the browser, start one portal server per browser worker,
// each on its own throw-away database, hand them to the tests through provide/inject, and stop
// them at the end. A worker's files only ever meet its own server, so a test that sets a fault or
// resets the emulator affects no file running beside it.
// E2E_BASE_URL=http://… reuses a server that is already running (quicker while writing tests;
// its database is then not throw-away, and every worker shares it).
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/ensure-chromium';
import { startPortal, type TStartedServer } from '../support/browser-server';
import { TEST_WORKERS } from '../support/worker-share';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal per browser worker, in worker order (VITEST_POOL_ID 1, 2, …). */
    baseUrls: string[];
    chromePath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromePath = ensureChromium();
  project.provide('chromePath', chromePath);

  const reuse = process.env.E2E_BASE_URL;
  if (reuse) {
    project.provide('baseUrls', [reuse.replace(/\/$/, '')]);
    console.log(`e2e: browser ${chromePath}; reusing the server at ${reuse}`);
    return async () => {};
  }

  // One after another: the first start builds the SPA (dist/web) when it is stale, and the others find it built.
  const servers: TStartedServer[] = [];
  for (let index = 0; index < TEST_WORKERS; index += 1) {
    const started = Date.now();
    const server = await startPortal();
    servers.push(server);
    console.log(`e2e: server ${server.baseUrl} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (log ${server.logPath})`);
  }
  console.log(`e2e: browser ${chromePath}`);
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
