// `node dist/start.js` (what `npm start` runs once built): the portal with the SPA `npm run build`
// wrote (server/run-portal.ts). Builds nothing and never loads Vite; `npm run dev` runs
// server/dev.ts instead, the same process with Vite's dev server in place of the build.
import { runPortal } from './run-portal';

await runPortal();
