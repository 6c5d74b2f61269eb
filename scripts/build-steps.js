// The two parts of the production build, each run in a child process so that whoever asks
// (`npm run build`, `npm start`'s launcher, the browser tests) never loads Vite itself: the SPA
// into dist/web (with the brotli and gzip copies the server sends) and the compiled server into
// dist/*.js (scripts/build-server.js). `ifNeeded` builds only a part that is missing or older than
// its sources. Plain JavaScript, so that a start never needs tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WEB_DIST = join(REPO_ROOT, 'dist', 'web');
const SPA_SOURCES = [join(REPO_ROOT, 'web'), join(REPO_ROOT, 'shared')];
const SKIPPED = new Set(['dist', 'node_modules', '.vite']);

/** @param {string[]} folders @returns {number} the newest modification time of any file under them (0 for none) */
const newestMtime = (folders) => {
  let newest = 0;
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(join(folder, entry.name));
      } else if (entry.isFile()) {
        newest = Math.max(newest, statSync(join(folder, entry.name)).mtimeMs);
      }
    }
  };
  for (const folder of folders) if (existsSync(folder)) walk(folder);
  return newest;
};

/**
 * Why the SPA needs a build, or null when the folder holds one newer than every source.
 * @param {string} [distDir] @param {string[]} [sources] @returns {string | null}
 */
export const spaStaleReason = (distDir = WEB_DIST, sources = SPA_SOURCES) => {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return `${distDir} has no index.html`;
  return newestMtime(sources) > statSync(index).mtimeMs ? 'sources changed since the last build' : null;
};

/** @returns {boolean} whether this install has the build tools (a pruned production install does not) */
export const canBuild = () => {
  try {
    createRequire(import.meta.url).resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
};

/** @param {string} script @param {string[]} args */
const runNode = (script, args) => {
  // A caller's NODE_ENV (vitest sets `test`) would make Vite build React's development code.
  const { NODE_ENV: _callers, ...env } = process.env;
  const outcome = spawnSync(process.execPath, [join(REPO_ROOT, script), ...args], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (outcome.status !== 0) throw new Error(`${script} ${args.join(' ')} failed (exit ${outcome.status ?? outcome.signal})`);
};

/** @param {{ ifNeeded: boolean }} options */
export const buildSpa = ({ ifNeeded }) => {
  const reason = ifNeeded ? spaStaleReason() : 'asked for';
  if (!reason) return;
  console.log(`Building the web app (${reason})…`);
  const startedAt = performance.now();
  runNode('node_modules/vite/bin/vite.js', ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);
  console.log(`Built the web app in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
};

/** @param {{ ifNeeded: boolean }} options */
export const buildServer = ({ ifNeeded }) => runNode('scripts/build-server.js', ifNeeded ? [] : ['--force']);
