// Where the built SPA lives: dist/web, beside the compiled server (`npm run build` writes both).
// Found from this file's folder, one below the root in the sources (server/) and the bundle (dist/).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_DIST = join(fileURLToPath(new URL('..', import.meta.url)), 'dist', 'web');

/** Whether the folder holds a built SPA (its index.html). */
export const isSpaBuilt = (distDir: string): boolean => existsSync(join(distDir, 'index.html'));
