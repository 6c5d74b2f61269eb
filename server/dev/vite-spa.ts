// `npm run dev`: the SPA from its sources through Vite's dev server in middleware mode, inside the
// portal's own process and on its one port (decision 050). Vite's module paths (`/@vite/client`,
// `/src/…`, `/@fs/…`, `/node_modules/…`) are answered in front of the app, so the access log keeps
// one line per request a person makes; pages and public files come through the app's GET route,
// with its security headers. The HMR socket shares the port (Vite's `hmr.server`).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { RequestListener, Server } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { MiddlewareHandler } from 'hono';
import type { ViteDevServer } from 'vite';
import type { TSpaHost } from '../run-portal';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_ROOT = join(REPO_ROOT, 'web/');
const INDEX_HTML = `${WEB_ROOT}index.html`;

/** The URL paths Vite gives the modules it serves: none of them is a route of the portal. */
const isViteModulePath = (url: string): boolean => url.startsWith('/@') || url.startsWith('/src/') || url.startsWith('/node_modules/');

const STARTING = '<!doctype html><title>Portal</title><p>The development server is starting; reload in a moment.</p>';

/**
 * The page's policy with its inline scripts allowed by their hash: Vite puts React Refresh's
 * preamble inline, which the built SPA's `script-src 'self'` would block, and nothing else is loosened.
 */
const devContentSecurityPolicy = (html: string): string => {
  const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Vite's client pings the restarting server from a worker it makes from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/** A TypeScript error from the checker beside the server (scripts/dev-typecheck.js). */
export type TTypeError = { file: string; line: number; column: number; code: string; message: string };

/** The lines around a place, as Vite's overlay shows code (`>` marks the line, `^` the column; the overlay trims the frame's start, so no line begins with a space). */
const codeFrame = (file: string, line: number, column: number): string => {
  let lines: string[];
  try {
    lines = readFileSync(join(REPO_ROOT, file), 'utf8').split('\n');
  } catch {
    return '';
  }
  const first = Math.max(1, line - 2);
  const width = String(line + 2).length;
  return lines
    .slice(first - 1, line + 2)
    .flatMap((text, index) => {
      const number = first + index;
      const shown = `${String(number).padEnd(width)} ${number === line ? '>' : '|'} ${text}`;
      return number === line ? [shown, `${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`] : [shown];
    })
    .join('\n');
};

/** The errors as Vite's overlay payload: every error listed, the first one's place linked and shown. */
const overlayOf = (errors: TTypeError[]) => {
  const [first] = errors;
  const listed = errors.map((error) => `${error.file}(${error.line},${error.column}): ${error.code} ${error.message}`).join('\n\n');
  return {
    type: 'error' as const,
    err: {
      message: `${errors.length} TypeScript error${errors.length === 1 ? '' : 's'} (npm run dev's terminal lists them too)\n\n${listed}`,
      stack: '',
      plugin: 'typescript',
      ...(first ? { id: first.file, frame: codeFrame(first.file, first.line, first.column), loc: { file: join(REPO_ROOT, first.file), line: first.line, column: first.column } } : {}),
    },
  };
};

export const createViteSpaHost = (): TSpaHost & { showTypeErrors: (errors: TTypeError[]) => void } => {
  let vite: ViteDevServer | undefined;
  // Vite starts beside the server, not before it: the API answers as soon as the port listens,
  // and a page asked for meanwhile waits for Vite.
  let viteReady: Promise<ViteDevServer> | undefined;
  let typeErrors: TTypeError[] = [];
  // Only to pages that are open: Vite keeps an error sent to none for the next page, which could
  // then see errors fixed meanwhile (a page that connects is sent the current ones below).
  const sendTypeErrors = () => {
    if (vite && typeErrors.length > 0 && vite.ws.clients.size > 0) vite.ws.send(overlayOf(typeErrors));
  };

  /** Hands the request to Vite's middlewares; `onMiss` runs when Vite has nothing for it. */
  const throughVite = (server: ViteDevServer, request: Parameters<RequestListener>[0], response: Parameters<RequestListener>[1], onMiss: () => void) =>
    server.middlewares(request, response, (error?: unknown) => {
      if (!error) return onMiss();
      response.statusCode = 500;
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end(error instanceof Error ? error.message : String(error));
    });

  const wrapListener = (listener: RequestListener): RequestListener => (request, response) => {
    if (viteReady && isViteModulePath(request.url ?? '/')) void viteReady.then((server) => throughVite(server, request, response, () => void listener(request, response)));
    else void listener(request, response);
  };

  const handler: MiddlewareHandler<{ Bindings: HttpBindings }> = async (c, next) => {
    if (!viteReady) return c.html(STARTING, 503, { 'cache-control': 'no-store', 'retry-after': '1' });
    const server = await viteReady;
    const { pathname } = new URL(c.req.url);
    // A path with an extension is a file (favicon.svg, robots.txt): Vite's public folder, else 404.
    if (extname(pathname) !== '' && pathname !== '/index.html') {
      const missed = await new Promise<boolean>((settled) => {
        c.env.outgoing.once('finish', () => settled(false));
        throughVite(server, c.env.incoming, c.env.outgoing, () => settled(true));
      });
      return missed ? next() : RESPONSE_ALREADY_SENT;
    }
    // Every client route is the page: index.html as Vite transforms it (its client, React Refresh).
    const html = await server.transformIndexHtml(c.req.url, await readFile(INDEX_HTML, 'utf8'));
    return c.html(html, 200, { 'cache-control': 'no-store', 'content-security-policy': devContentSecurityPolicy(html) });
  };

  return {
    handler: handler as MiddlewareHandler,
    wrapListener,
    attach: (server: Server) => {
      const starting = (async () => {
        // Loaded here only: production (server/start.ts) never imports Vite.
        const { createServer } = await import('vite');
        const started = await createServer({
          configFile: `${WEB_ROOT}vite.config.ts`,
          appType: 'custom',
          server: { middlewareMode: true, hmr: { server } },
        });
        // A page opened (or reloaded) while errors stand sees them too.
        started.ws.on('connection', sendTypeErrors);
        vite = started;
        sendTypeErrors();
        return started;
      })();
      viteReady = starting;
      return starting.then(() => undefined);
    },
    // Fixed errors need nothing sent: the fix's own hot update (or the reload after a server
    // restart) clears Vite's overlay, and an update sent for it would make Vite reload the page.
    showTypeErrors: (errors) => {
      typeErrors = errors;
      sendTypeErrors();
    },
    close: async () => {
      await (await viteReady)?.close();
    },
  };
};
