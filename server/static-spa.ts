// Serves the built SPA (dist/web, written by npm run build): files as they are, hashed assets cached for a year, and
// index.html for every client route (a path without a file extension), never cached, so a
// new build is picked up on the next visit. Where the build wrote a brotli or gzip copy beside
// a file (web/vite-precompress.ts) and the browser accepts it, that copy goes out instead.
// Paths that would leave the folder are refused, and hidden files (`.vite/`) are not served.
//
// The build is read into memory once, when the server starts: reads per request would queue in
// libuv's thread pool behind password hashing. A folder not built at start is read from disk per
// request, so `npm run build` beside a running server still shows up.
import { readdirSync, readFileSync } from 'node:fs';
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

type TBytes = Uint8Array<ArrayBuffer>;

/** Every file under root by its URL path (`/assets/x.js`); empty when the folder is missing. */
const readBuild = (root: string): Map<string, TBytes> => {
  const files = new Map<string, TBytes>();
  let entries: string[];
  try {
    entries = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return files;
  }
  for (const entry of entries) {
    try {
      files.set(`/${entry.split(sep).join('/')}`, new Uint8Array(readFileSync(join(root, entry))));
    } catch {
      // A folder (or a file gone meanwhile): nothing to serve.
    }
  }
  return files;
};

/** The file's bytes from disk, or null when it is missing or would leave the folder. */
const readFromDisk = async (root: string, urlPath: string): Promise<TBytes | null> => {
  const path = resolve(root, `.${sep}${urlPath}`);
  if (path !== root && !path.startsWith(`${root}${sep}`)) return null;
  try {
    return (await stat(path)).isFile() ? new Uint8Array(await readFile(path)) : null;
  } catch {
    return null;
  }
};

export const serveSpa = (options: { distDir: string }): MiddlewareHandler => {
  const root = resolve(options.distDir);
  const files = readBuild(root);
  // Only paths the build holds exist in memory; `..` can never name one (keys are made from the folder).
  const read = files.has('/index.html')
    ? async (urlPath: string) => files.get(urlPath) ?? null
    : (urlPath: string) => readFromDisk(root, urlPath);

  /** The file in the best encoding the browser accepts, or null when there is no such file. */
  const answer = async (urlPath: string, acceptEncoding: string | undefined, cacheControl: string): Promise<Response | null> => {
    const raw = await read(urlPath);
    if (!raw) return null;
    const headers = { 'content-type': CONTENT_TYPES[extname(urlPath).toLowerCase()] ?? 'application/octet-stream', 'cache-control': cacheControl };
    // A small file or an image has no compressed copy: the next encoding, or the file as it is.
    for (const encoding of preferredEncodings(acceptEncoding)) {
      const encoded = await read(`${urlPath}${EXTENSION_OF[encoding]}`);
      if (encoded) return new Response(encoded, { headers: { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' } });
    }
    return new Response(raw, { headers });
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next();
    }
    if (pathname.includes('\0')) return next();
    // Hidden files and folders are the build's own notes (.vite/route-files.json), not the site's.
    if (pathname.includes('/.')) return next();

    const acceptEncoding = c.req.header('accept-encoding');
    const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
    const file = pathname.endsWith('/') ? null : await answer(pathname, acceptEncoding, cacheControl);
    if (file) return file;
    // A missing file (it has an extension) is a 404; anything else is a client route.
    if (extname(pathname) !== '') return next();
    return (await answer('/index.html', acceptEncoding, REVALIDATE)) ?? c.html(NOT_BUILT, 503, { 'cache-control': 'no-store' });
  };
};
