// Serves the built SPA (web/dist): files as they are, hashed assets cached for a year, and
// index.html for every client route (a path without a file extension), never cached, so a
// new build is picked up on the next visit. Where the build wrote a brotli or gzip copy beside
// a file (web/vite-precompress.ts) and the browser accepts it, that copy goes out instead.
// Paths that would leave the folder are refused.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { preferredEncodings } from './accept-encoding';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Vite names built assets `name-<hash>.ext` under assets/: their content never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT = '<!doctype html><title>Portal</title><p>The web app is not built yet. Run <code>npm run build</code> or <code>npm start</code>.</p>';

const EXTENSION_OF: Record<string, string> = { br: '.br', gzip: '.gz' };

/** The file's bytes in the best encoding the browser accepts, with the headers that go with it. */
const readForBrowser = async (path: string, acceptEncoding: string | undefined): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> => {
  const headers: Record<string, string> = { 'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream' };
  for (const encoding of preferredEncodings(acceptEncoding)) {
    try {
      const body = new Uint8Array(await readFile(`${path}${EXTENSION_OF[encoding]}`));
      return { body, headers: { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' } };
    } catch {
      // No copy in this encoding (a small file, or an image): try the next one.
    }
  }
  return { body: new Uint8Array(await readFile(path)), headers };
};

const fileIn = async (root: string, relative: string): Promise<string | null> => {
  const path = resolve(root, `.${sep}${relative}`);
  if (path !== root && !path.startsWith(`${root}${sep}`)) return null;
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
};

export const serveSpa = (options: { distDir: string }): MiddlewareHandler => {
  const root = resolve(options.distDir);
  const indexPath = join(root, 'index.html');

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next();
    }
    if (pathname.includes('\0')) return next();

    const acceptEncoding = c.req.header('accept-encoding');
    const file = pathname.endsWith('/') ? null : await fileIn(root, pathname);
    if (file) {
      const isHashedAsset = pathname.startsWith('/assets/');
      const { body, headers } = await readForBrowser(file, acceptEncoding);
      return new Response(body, { headers: { ...headers, 'cache-control': isHashedAsset ? IMMUTABLE : REVALIDATE } });
    }
    // A missing file (it has an extension) is a 404; anything else is a client route.
    if (extname(pathname) !== '') return next();
    try {
      const { body, headers } = await readForBrowser(indexPath, acceptEncoding);
      return new Response(body, { headers: { ...headers, 'cache-control': REVALIDATE } });
    } catch {
      return c.html(NOT_BUILT, 503, { 'cache-control': 'no-store' });
    }
  };
};
