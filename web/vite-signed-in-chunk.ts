// One chunk for what a signed-in visit's first screen needs beyond the guest code: the signed-in
// root (TanStack Query's provider, the dashboard layout: app shell, sidebar, menus, the account
// selector) and the dashboard screen, with the Mantine components, hooks and icons they use.
// Split by use, these were ~30 files of 1–20 KiB, and on Lighthouse's mobile network (HTTP/1.1, six
// connections, 150 ms round trip) every six files cost a round trip before the first paint
// (docs/decisions/020-dashboard-first-paint.md).
//
// The group must never take a module the guest side (the entry, the guest screens, the lazy
// notifications container) loads, or the login page would download the whole chunk. Which modules
// those are is worked out from the module graph once it is built, not from a list: a static-import
// walk from the guest roots and one from the signed-in roots, and the group takes what only the
// second reaches. Imports through a package's barrel (`import { Select } from '@mantine/core'`) are
// followed to the files of the names imported only: the barrel itself imports every component, so
// following it would make every component look needed by the login page.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ROUTES } from '../shared/routes';
import { routeModuleFiles } from './vite-route-preload';

const SIGNED_IN_ROOT = fileURLToPath(new URL('./src/app/signed-in-root.tsx', import.meta.url));
/** The screen a sign-in lands on (guards.ts), grouped with the shell: the first screen of most signed-in visits. */
const FIRST_SIGNED_IN_ROUTE = 'dashboard';

/** Packages whose entry re-exports hundreds of modules; app code imports names from them. */
const BARREL_PACKAGES = ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/dates', '@tabler/icons-react'] as const;
const packageOfBarrel = (id: string): string | undefined =>
  BARREL_PACKAGES.find((name) => id.includes(`/node_modules/${name}/`) && /\/(esm\/index|tabler-icons-react)\.mjs$/.test(id));

const BARE = 'package:';

/** `name → file` of a barrel: `import { A, B } from "./x.mjs"` (Mantine) and `export { default as A } from './x.mjs'` (Tabler). */
function barrelExports(barrelId: string): Map<string, string> {
  const exports = new Map<string, string>();
  const source = readFileSync(barrelId, 'utf8');
  for (const match of source.matchAll(/^(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm)) {
    const specifier = match[2] as string;
    // A package the barrel re-exports (Mantine's RemoveScroll is react-remove-scroll): marked, resolved by the walk.
    const file = specifier.startsWith('.') ? resolve(dirname(barrelId), specifier) : `${BARE}${specifier}`;
    for (const part of (match[1] as string).split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) exports.set(name, file);
    }
  }
  return exports;
}

/** Names a source file imports (values, not types) from each barrel package. */
function importedNames(code: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const from = match[2] as string;
    if (!(BARREL_PACKAGES as readonly string[]).includes(from)) continue;
    if (/import\s+type\s*\{/.test(match[0])) continue;
    const list = (match[1] as string)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] as string);
    names.set(from, [...(names.get(from) ?? []), ...list]);
  }
  return names;
}

type TModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean };
type TGraph = { getModuleInfo: (id: string) => TModuleInfo | null; getModuleIds: () => IterableIterator<string> };

export type TSignedInChunk = {
  plugin: Plugin;
  /** The code-splitting group's test: true for the modules only the signed-in first screen needs. */
  test: (id: string) => boolean;
};

export function signedInChunk(): TSignedInChunk {
  const namesByFile = new Map<string, Map<string, string[]>>();
  const barrels = new Map<string, Map<string, string>>();
  let captured = new Set<string>();

  /** Every module reached from `roots` by static imports, barrels followed by name. */
  const staticClosure = (graph: TGraph, roots: Iterable<string>) => {
    const seen = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const id = pending.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
        const barrelPackage = packageOfBarrel(imported);
        if (!barrelPackage) {
          pending.push(imported);
          continue;
        }
        const exports = barrels.get(imported) ?? barrelExports(imported);
        barrels.set(imported, exports);
        const names = namesByFile.get(id)?.get(barrelPackage);
        // A barrel reached other than from app code (none today): take it whole, to stay on the safe side.
        if (!names) pending.push(imported);
        for (const name of names ?? []) {
          const file = exports.get(name);
          if (!file?.startsWith(BARE)) {
            if (file) pending.push(file);
            continue;
          }
          const packageDir = `/node_modules/${file.slice(BARE.length)}/`;
          pending.push(...(graph.getModuleInfo(imported)?.importedIds ?? []).filter((dependency) => dependency.includes(packageDir)));
        }
      }
    }
    return seen;
  };

  const plugin: Plugin = {
    name: 'portal-signed-in-chunk',
    apply: 'build',
    transform: {
      order: 'pre',
      handler(code, id) {
        // App code, and packages built on the barrels (@mantine/notifications imports from @mantine/core).
        if (!/\.(ts|tsx|mjs|js)$/.test(id) || !/['"](@mantine|@tabler)\//.test(code)) return null;
        namesByFile.set(id, importedNames(code));
        return null;
      },
    },
    buildEnd() {
      const graph = this as unknown as TGraph;
      const routeFiles = routeModuleFiles();
      const signedInRoutes = new Set([...routeFiles].filter(([name]) => ROUTES[name].layout === 'dashboard').map(([, file]) => file));
      const firstRoute = routeFiles.get(FIRST_SIGNED_IN_ROUTE);
      if (!firstRoute) throw new Error(`signed-in-chunk: no route module for '${FIRST_SIGNED_IN_ROUTE}'`);

      // Guest side: the entry and every lazy module it can load that is not signed-in (guest
      // screens, the notifications container), until no new one appears.
      const guest = new Set<string>();
      let roots = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
      while (roots.length > 0) {
        for (const id of staticClosure(graph, roots)) guest.add(id);
        roots = [...guest]
          .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          .filter((id) => !guest.has(id) && id !== SIGNED_IN_ROOT && !signedInRoutes.has(id));
      }
      const signedIn = staticClosure(graph, [SIGNED_IN_ROOT, firstRoute]);
      // The two lazy roots stay the chunks the router imports; the group holds what they import.
      captured = new Set([...signedIn].filter((id) => !guest.has(id) && id !== SIGNED_IN_ROOT && id !== firstRoute));
      if (captured.size === 0) this.warn('signed-in-chunk: no module only the signed-in screens need; is the graph walk broken?');
    },
  };
  return { plugin, test: (id) => captured.has(id) };
}
