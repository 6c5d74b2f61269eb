// Builds the SPA with Vite's build() when web/dist is missing or older than any source file in
// web/ or shared/ (compared by modification time), so `npm start` always serves current code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_ROOT = join(REPO_ROOT, 'web');
export const WEB_DIST = join(WEB_ROOT, 'dist');
const SOURCE_ROOTS = [WEB_ROOT, join(REPO_ROOT, 'shared')];
const SKIPPED = new Set(['dist', 'node_modules', '.vite']);

/** The newest modification time of any file under the folders (0 when there are none). */
const newestMtime = (folders: string[]): number => {
  let newest = 0;
  const walk = (folder: string) => {
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

/** Why a build is needed, or null when web/dist is current. */
export const staleReason = (distDir = WEB_DIST, sources = SOURCE_ROOTS): string | null => {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return `${distDir} has no index.html`;
  return newestMtime(sources) > statSync(index).mtimeMs ? 'sources changed since the last build' : null;
};

export const ensureSpaBuilt = async (say: (line: string) => void): Promise<void> => {
  const reason = staleReason();
  if (!reason) return;
  say(`Building the web app (${reason})…`);
  const startedAt = performance.now();
  // Loaded only when needed: serving a current build never pays for Vite.
  const { build } = await import('vite');
  await build({ configFile: join(WEB_ROOT, 'vite.config.ts'), logLevel: 'warn' });
  say(`Built the web app in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
};
