// A few chunks per first visit instead of one per module: on Lighthouse's mobile network (HTTP/1.1,
// six connections, 150 ms round trip) every six files cost a round trip before the first paint
// (docs/decisions/020 and 023). Four code-splitting groups, each worked out from the module graph
// once it is built, not from a list:
// - 'signed-in': what a signed-in visit's first screen needs beyond the guest code: the signed-in
//   root (TanStack Query's provider, the dashboard layout: app shell, sidebar, menus, the account
//   selector) and the dashboard screen themselves, with the Mantine components, hooks and icons
//   they use. Split by use, these were ~30 files of 1–20 KiB.
// - 'guest-screens': the four guest screens (login, register, the two password resets) and what
//   only they use: 1 file instead of 9 for the login page.
// - 'shared': what the guest screens and the signed-in first screen both use and the entry does
//   not (the tRPC client and its error reading).
// - 'overlay': what the lazy notifications container shares with the signed-in screens (Mantine's
//   Portal, the scroll lock).
// No group may take a module the entry loads, or every page would download the whole group; and
// 'signed-in' never takes one the guest side (the entry, the guest screens, the notifications
// container) loads, or the login page would download it. Imports through a package's barrel
// (`import { Select } from '@mantine/core'`) are followed to the files of the names imported only:
// the barrel itself imports every component, so following it would make every component look
// needed by the login page.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ROUTES } from '../shared/routes.ts';
import { routeModuleFiles } from './vite-route-preload.ts';

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

export const SCREEN_GROUPS = ['signed-in', 'guest-screens', 'shared', 'overlay'] as const;
type TScreenGroup = (typeof SCREEN_GROUPS)[number];

export type TScreenChunks = {
  plugin: Plugin;
  /** The code-splitting groups, in SCREEN_GROUPS' order: each test is true for its modules once the graph is built. */
  groups: { name: TScreenGroup; test: (id: string) => boolean }[];
};

export function screenChunks(): TScreenChunks {
  const namesByFile = new Map<string, Map<string, string[]>>();
  const barrels = new Map<string, Map<string, string>>();
  let members = new Map<TScreenGroup, Set<string>>();

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
    name: 'portal-screen-chunks',
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
      const guestRoutes = [...routeFiles].filter(([name]) => ROUTES[name].area === 'guest').map(([, file]) => file);
      const firstRoute = routeFiles.get(FIRST_SIGNED_IN_ROUTE);
      if (!firstRoute) throw new Error(`screen-chunks: no route module for '${FIRST_SIGNED_IN_ROUTE}'`);

      const entries = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
      const entry = staticClosure(graph, entries);
      // Guest side: the entry and every lazy module it can load that is not signed-in (guest
      // screens, the notifications container), until no new one appears.
      const guest = new Set<string>();
      let roots = entries;
      while (roots.length > 0) {
        for (const id of staticClosure(graph, roots)) guest.add(id);
        roots = [...guest]
          .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          .filter((id) => !guest.has(id) && id !== SIGNED_IN_ROOT && !signedInRoutes.has(id));
      }
      const signedIn = staticClosure(graph, [SIGNED_IN_ROOT, firstRoute]);
      const guestScreens = staticClosure(graph, guestRoutes);

      // The lazy roots themselves go into their groups: the router's import() then loads the group's
      // file, and no one-module file of 1–2 KiB is left for each screen.
      const notInEntry = (ids: Iterable<string>) => [...ids].filter((id) => !entry.has(id));
      const shared = new Set(notInEntry(signedIn).filter((id) => guestScreens.has(id)));
      members = new Map([
        ['signed-in', new Set([...signedIn].filter((id) => !guest.has(id)))],
        ['guest-screens', new Set(notInEntry(guestScreens).filter((id) => !signedIn.has(id)))],
        ['shared', shared],
        ['overlay', new Set(notInEntry(signedIn).filter((id) => guest.has(id) && !shared.has(id)))],
      ]);
      for (const name of ['signed-in', 'guest-screens'] as const) {
        if (members.get(name)?.size === 0) this.warn(`screen-chunks: the '${name}' group is empty; is the graph walk broken?`);
      }
    },
  };
  return { plugin, groups: SCREEN_GROUPS.map((name) => ({ name, test: (id: string) => members.get(name)?.has(id) ?? false })) };
}
