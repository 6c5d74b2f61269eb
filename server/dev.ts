// `npm run dev` runs this (scripts/dev.js starts it): the portal as `npm start` runs it, with the
// SPA served from its sources by Vite's dev server in this process, and the type checker's errors
// (sent by the launcher) shown in the browser's overlay.
//
// The launcher keeps one of these on standby: it loads the third-party packages (most of a
// start's time, and they do not change while developing) and waits for `go`; only then does it
// load the portal's own modules, so a server edit is served after those alone (decision 050).
import type { TTypeError } from './dev/vite-spa';

/** Packages a start loads, heaviest first; the portal's own modules are loaded after `go`. */
const PACKAGES = [
  'vite',
  '@vitejs/plugin-react',
  'postcss-preset-mantine',
  'postcss-simple-vars',
  '@faker-js/faker',
  'drizzle-orm',
  'drizzle-orm/better-sqlite3',
  'better-sqlite3',
  'zod',
  '@trpc/server',
  '@trpc/server/adapters/fetch',
  'hono',
  '@hono/node-server',
  'pino',
  'pino-pretty',
  'jose',
  'prom-client',
  'rate-limiter-flexible',
  'ioredis',
];

type TMessage = 'go' | { typeErrors?: TTypeError[] };

/** The checker's latest errors, and where they are shown once Vite runs. */
const typeErrors: { latest: TTypeError[]; show?: (errors: TTypeError[]) => void } = { latest: [] };
let go: () => void = () => {};
const told = new Promise<void>((resolve) => (go = resolve));
process.on('message', (message: TMessage) => {
  if (message === 'go') return go();
  if (message.typeErrors) {
    typeErrors.latest = message.typeErrors;
    typeErrors.show?.(message.typeErrors);
  }
});
// The launcher gone (killed outright) takes this process with it: no orphan keeps the port.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

await Promise.all(PACKAGES.map((name) => import(name)));
await told;

const [{ createViteSpaHost }, { runPortal }] = await Promise.all([import('./dev/vite-spa'), import('./run-portal')]);
const spaHost = createViteSpaHost();
typeErrors.show = spaHost.showTypeErrors;
spaHost.showTypeErrors(typeErrors.latest);
await runPortal({ spaHost });
process.send?.('ready');
