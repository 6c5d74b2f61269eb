// The emulated gateway as its own server (`npm run emulator`): a request id and the security
// headers on every answer, /healthz, recorded answers first when a HAR replay is loaded
// (`--replay`, server/har/replay.ts), namespaces under /ns/{name} (namespaces/routes.ts), and everything else to the emulator. The benchmarks serve
// this same composition, so their figures are those of the server people run.
import { Hono } from 'hono';
import { requestIdHeader } from '../http/request-id';
import { hostAllowListFor, thisMachineHostOnly } from '../http/host-allow-list';
import { securityHeaders } from '../security-headers';
import type { THarReplay } from '../har/replay';
import type { TEmulatorApp } from './app';
import { registerNamespaceRoutes } from './namespaces/routes';
import type { TNamespaces } from './namespaces/registry';

export const createStandaloneEmulator = (emulator: TEmulatorApp, options: { publicUrl?: string; allowedHosts?: string; replay?: THarReplay; namespaces?: TNamespaces } = {}) => {
  const app = new Hono();
  app.use(requestIdHeader());
  app.use(securityHeaders({ publicUrl: options.publicUrl }));
  // The control surface trusts "this machine": its Host must name it too (DNS rebinding).
  const hostNamesThisMachine = thisMachineHostOnly(hostAllowListFor(options));
  app.use('/emulator/*', hostNamesThisMachine);
  app.use('/ns/:name/emulator/*', hostNamesThisMachine);
  app.get('/healthz', (c) => c.json({ ok: true, mode: 'emulator' }, 200, { 'cache-control': 'no-store' }));
  // Namespaces (/ns/{name}/…) are emulators of their own: a replay serves the default one only.
  if (options.namespaces) registerNamespaceRoutes(app, options.namespaces);
  const { replay } = options;
  // Replayed answers first, for the gateway's own endpoints (the control pages stay the emulator's).
  if (replay) app.all('/api/*', async (c) => (await replay.answer(c.req.raw)) ?? emulator.fetch(c.req.raw, c.env));
  app.all('*', (c) => emulator.fetch(c.req.raw, c.env));
  return app;
};
