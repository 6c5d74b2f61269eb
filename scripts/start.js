// `npm start` and `npm run emulator`: build what is missing (or older than its sources, while the
// build tools are installed), then run the compiled server in this very process. package.json
// starts it with `exec`, so npm's shell is replaced and npm's SIGTERM/SIGINT reach this process
// (the server drains); the server itself never builds anything.
// Usage: node scripts/start.js [start|emulator] [options of the emulator]
import './node-check.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, buildSpa, canBuild, REPO_ROOT, WEB_DIST } from './build-steps.js';

const entry = process.argv[2] === 'emulator' ? 'emulator' : 'start';
const compiled = join(REPO_ROOT, 'dist', `${entry}.js`);
// The emulator's own options follow (`npm run emulator -- --port 4010`): it reads process.argv.slice(2).
if (process.argv[2] === entry) process.argv.splice(2, 1);

if (canBuild()) {
  try {
    buildServer({ ifNeeded: true });
    if (entry === 'start') buildSpa({ ifNeeded: true });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
} else if (!existsSync(compiled) || (entry === 'start' && !existsSync(join(WEB_DIST, 'index.html')))) {
  console.error('dist/ is not built, and this install has no build tools (npm ci --omit=dev). Run npm run build before pruning.');
  process.exit(1);
}

await import(pathToFileURL(compiled).href);
