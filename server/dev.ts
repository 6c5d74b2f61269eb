// `npm run dev` runs this (scripts/dev.js starts it, and again after a server-side change): the
// portal as `npm start` runs it, with the SPA served from its sources by Vite's dev server in this
// process, and the type checker's errors (sent by the launcher) shown in the browser's overlay.
import { createViteSpaHost } from './dev/vite-spa';
import type { TTypeError } from './dev/vite-spa';
import { runPortal } from './run-portal';

const spaHost = createViteSpaHost();
process.on('message', (message: { typeErrors?: TTypeError[] }) => {
  if (message.typeErrors) spaHost.showTypeErrors(message.typeErrors);
});
await runPortal({ spaHost });
process.send?.('ready');
