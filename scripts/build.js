// `npm run build`: everything production runs, into dist/: the SPA (dist/web) and the server
// (dist/start.js and its chunks). Then `npm prune --omit=dev` and `node dist/start.js` (README).
// `--if-needed` builds only the parts missing or older than their sources; `--spa` only the SPA.
import { buildServer, buildSpa } from './build-steps.js';

const ifNeeded = process.argv.includes('--if-needed');
try {
  buildSpa({ ifNeeded });
  if (!process.argv.includes('--spa')) buildServer({ ifNeeded });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
