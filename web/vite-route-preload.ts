// A Vite plugin that lets index.html fetch the screen a visit opens together with the entry,
// instead of after it. Every screen is a lazy chunk (web/src/app/route-modules.ts), so without
// this the browser learns of /login's chunks only once the entry has run: one more round trip
// before the first paint (on Lighthouse's mobile network, about 0.6 s). The plugin writes a
// small script into index.html that matches location.pathname against the route table
// and adds `modulepreload` links for that one route's JS (and `preload` for its CSS): only what
// the route needs, never every screen. The script is a file of its own (the CSP allows no inline
// script), fetched in the same round as the entry. Guest routes only, and only when no session is
// stored (the guards would redirect anyway): a signed-in address first paints the signed-in
// fallback from the entry's files, and its own files wait for that paint (decision 023).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ROUTES, type RouteName } from '../shared/routes.ts';
import { STORAGE_KEYS } from '../shared/constants.ts';
import { WEB_ALIASES } from './aliases.ts';

const ROUTE_MODULES_FILE = fileURLToPath(new URL('./src/app/route-modules.ts', import.meta.url));
/** The signed-in area's lazy root (providers and the dashboard layout, web/src/app/router.tsx): every signed-in route needs it. */
const DASHBOARD_LAYOUT = fileURLToPath(new URL('./src/app/signed-in-root.tsx', import.meta.url));

/** Where the build writes each route's first-visit files (dist-relative). */
export const ROUTE_FILES_MANIFEST = '.vite/route-files.json';

type TOutputChunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; moduleIds: string[]; imports: string[]; viteMetadata?: { importedCss: Set<string> } };
type TOutput = TOutputChunk | { type: 'asset'; fileName: string };

/** `name: () => import('@/features/…')` of route-modules.ts, as absolute source paths. */
export function routeModuleFiles(): Map<RouteName, string> {
  const source = readFileSync(ROUTE_MODULES_FILE, 'utf8');
  const files = new Map<RouteName, string>();
  for (const match of source.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/gm)) {
    files.set(match[1] as RouteName, `${WEB_ALIASES['@/']}${match[2]}.tsx`);
  }
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    if (!files.has(name)) throw new Error(`route-preload: no lazy import found for route '${name}' in ${ROUTE_MODULES_FILE}`);
  }
  return files;
}

/** `/integrations/:id/step2` → a pattern for location.pathname (a trailing slash either way). */
const pathPattern = (path: string) => `^${path.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`;

/** The preload script: given the guest routes (pattern, files), add the links of the one this visit opens. */
function preloadScript(table: readonly (readonly [string, readonly string[]])[]): string {
  const files = [...new Set(table.flatMap(([, routeFiles]) => routeFiles))];
  const routes = table.map(([pattern, routeFiles]) => [pattern, routeFiles.map((file) => files.indexOf(file))]);
  // Kept small and dependency-free: it runs before anything else on every visit. A stored session
  // preloads nothing: the guard sends it on from a guest screen.
  return `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(routes)},p=location.pathname;try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.jwt)}))return}catch(e){}for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(n){var l=document.createElement('link'),u='/'+f[n];if(/\\.css$/.test(u)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';l.href=u;document.head.appendChild(l)});return}}})();\n`;
}

export const routePreload = (): Plugin => ({
  name: 'portal-route-preload',
  apply: 'build',
  generateBundle: {
    // After Vite has written index.html into the bundle.
    order: 'post',
    handler(_options, bundle) {
      const outputs = Object.values(bundle) as TOutput[];
      const htmlAsset = bundle['index.html'];
      if (!htmlAsset || htmlAsset.type !== 'asset') throw new Error('route-preload: the bundle has no index.html');
      const html = String(htmlAsset.source);
      const chunks = outputs.filter((output): output is TOutputChunk => output.type === 'chunk');
      const byFacade = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What index.html loads already (the entry and its static imports) needs no second link.
      const inHtml = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1] as string));

      const filesOf = (sourcePath: string): string[] => {
        // A screen in a group (web/vite-screen-chunks.ts) has no chunk of its own: its group's file.
        const root = byFacade.get(sourcePath) ?? chunks.find((chunk) => chunk.moduleIds.includes(sourcePath));
        if (!root) throw new Error(`route-preload: no chunk built from ${sourcePath}`);
        const found = new Set<string>();
        const visit = (chunk: TOutputChunk) => {
          if (found.has(chunk.fileName)) return;
          found.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) visit(next);
          }
        };
        visit(root);
        return [...found].filter((file) => !inHtml.has(file));
      };

      const layoutFiles = filesOf(DASHBOARD_LAYOUT);
      const filesByRoute = Object.fromEntries(
        [...routeModuleFiles()].map(([name, sourcePath]) => {
          const own = filesOf(sourcePath);
          return [name, ROUTES[name].layout === 'dashboard' ? [...new Set([...layoutFiles, ...own])] : own];
        }),
      ) as Record<RouteName, string[]>;
      // What a first visit to each route loads beyond index.html's own files, for `npm run
      // bundle-size` and its tests: with the screens grouped, a route's file no longer carries its
      // name. Under .vite/, which the server never serves (server/static-spa.ts).
      this.emitFile({ type: 'asset', fileName: ROUTE_FILES_MANIFEST, source: `${JSON.stringify(filesByRoute, null, 2)}\n` });

      // Only the guest screens: they are the first view. A signed-in address first paints the
      // signed-in fallback from the entry's files, and its files wait for that paint
      // (web/src/app/first-view.ts, decision 023); preloaded here they would share the bandwidth.
      const guestRoutes = (Object.keys(filesByRoute) as RouteName[]).filter((name) => ROUTES[name].area === 'guest');
      const source = preloadScript(guestRoutes.map((name) => [pathPattern(ROUTES[name].path), filesByRoute[name]] as const));
      const fileName = `assets/route-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // A classic `async` script, first in <head>: it runs as soon as it arrives, long before the
      // entry, and never holds the parser or the first paint (a plain one blocked rendering for a
      // round trip, 40–220 ms in Lighthouse's traces: decision 020, round 2). Its own file because
      // the CSP allows scripts from our origin only (server/security-headers.ts).
      htmlAsset.source = html.replace(/<head>/, `<head>\n    <script async src="/${fileName}"></script>`);
    },
  },
});
