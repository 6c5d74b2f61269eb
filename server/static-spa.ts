// Serves the built SPA (web/dist): files as they are, hashed assets cached for a year, and
// index.html for every client route (a path without a file extension), never cached, so a
// new build is picked up on the next visit. Where the build wrote a brotli or gzip copy beside
// a file (web/vite-precompress.ts) and the browser accepts it, that copy goes out instead.
// Paths that would leave the folder are refused, and hidden files (`.vite/`) are not served.
//
// The build is read into memory once, when the server starts: reading it per request used
// libuv's thread pool, which password hashing also fills, and page loads waited seconds behind
// a burst of logins. A folder not built at start is read from disk per
// request, so `npm run build` beside a running server still shows up.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
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

type TFileSet = Map<string, Uint8Array<ArrayBuffer>>;

/** Every file under root by its URL path (`/assets/x.js`); empty when the folder is missing. */
const readBuild = (root: string): TFileSet => {
  const files: TFileSet = new Map();
  let entries: string[];
  try {
    entries = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const path = join(root, entry);
    try {
      files.set(`/${relative(root, path).split(sep).join('/')}`, new Uint8Array(readFileSync(path)));
    } catch {
      // A folder (or a file gone meanwhile): nothing to serve.
    }
  }
  return files;
};

/** The file in the best encoding the browser accepts, from memory. */
const fromMemory = (files: TFileSet, urlPath: string, acceptEncoding: string | undefined) => {
  const raw = files.get(urlPath);
  if (!raw) return null;
  const headers: Record<string, string> = { 'content-type': CONTENT_TYPES[extname(urlPath).toLowerCase()] ?? 'application/octet-stream' };
  for (const encoding of preferredEncodings(acceptEncoding)) {
    const encoded = files.get(`${urlPath}${EXTENSION_OF[encoding]}`);
    if (encoded) return { body: encoded, headers: { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' } };
  }
  return { body: raw, headers };
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
  const files = readBuild(root);
  const isInMemory = files.has('/index.html');

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
    if (isInMemory) {
      // Only paths the build holds exist; `..` can never name one (keys are made from the folder).
      const asset = pathname.endsWith('/') ? null : fromMemory(files, pathname, acceptEncoding);
      if (asset) {
        const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
        return new Response(asset.body, { headers: { ...asset.headers, 'cache-control': cacheControl } });
      }
      if (extname(pathname) !== '') return next();
      const index = fromMemory(files, '/index.html', acceptEncoding);
      if (index) return new Response(index.body, { headers: { ...index.headers, 'cache-control': REVALIDATE } });
    }
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
