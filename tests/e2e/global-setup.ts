// Once per e2e run: find (or install) the browser, start ONE portal server on a throw-away
// database, hand both to the tests through provide/inject, and stop the server at the end.
// E2E_BASE_URL=http://… reuses a server that is already running (quicker while writing tests;
// its database is then not throw-away).
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/ensure-chromium';
import { startPortal } from '../support/browser-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromePath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromePath = ensureChromium();
  project.provide('chromePath', chromePath);

  const reuse = process.env.E2E_BASE_URL;
  if (reuse) {
    project.provide('baseUrl', reuse.replace(/\/$/, ''));
    console.log(`e2e: browser ${chromePath}; reusing the server at ${reuse}`);
    return async () => {};
  }

  const started = Date.now();
  const server = await startPortal();
  console.log(`e2e: browser ${chromePath}; server ${server.baseUrl} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (log ${server.logPath})`);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
