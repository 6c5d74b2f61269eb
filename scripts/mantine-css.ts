// Which Mantine style sheets a part of the SPA needs, and which it imports. The guest screens
// (login, registration, password reset) load Mantine's CSS component by component instead of the
// whole sheet (issue 14: 35 KiB gzip of CSS on the login page); this check makes a missing import a
// failing test instead of an unstyled screen.
//
// A "chunk" is a root module and everything it imports statically (dynamic `import()` starts
// another chunk). Needed: for every Mantine export the chunk's files import, Mantine's own static
// import graph from that export, and every `*.module.mjs` (a component's class names) met on the
// way names the sheet that styles it. Provided: the CSS files the chunk's files import.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_SRC = join(REPO_ROOT, 'web', 'src');
const SHARED = join(REPO_ROOT, 'shared');
const NODE_MODULES = join(REPO_ROOT, 'node_modules');

/** Mantine packages whose components carry CSS, and where their ESM entry is. */
const MANTINE_PACKAGES = ['@mantine/core', '@mantine/notifications', '@mantine/dates'] as const;
type TMantinePackage = (typeof MANTINE_PACKAGES)[number];
const isMantinePackage = (name: string): name is TMantinePackage => (MANTINE_PACKAGES as readonly string[]).includes(name);

/** The sheets every Mantine screen needs whatever it renders: CSS variables, reset, global classes. */
export const MANTINE_BASE_SHEETS = ['@mantine/core/styles/baseline.css', '@mantine/core/styles/default-css-variables.css', '@mantine/core/styles/global.css'];

type TImport = { source: string; names: string[]; isDynamic: boolean; isSideEffect: boolean };

/** import/export-from statements of a TS/JS module: what it takes from where. */
function importsOf(code: string): TImport[] {
  const found: TImport[] = [];
  // `import x, { a as b, type c } from 'm'`, `import * as x from 'm'`, `export { a } from 'm'`.
  for (const match of code.matchAll(/(?:^|[;\s])(import|export)\s+(type\s+)?([^'";]*?)\s+from\s*['"]([^'"]+)['"]/g)) {
    if (match[2]) continue;
    const clause = match[3] ?? '';
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = braces
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => (part.split(/\s+as\s+/)[0] ?? '').trim());
    found.push({ source: match[4] as string, names, isDynamic: false, isSideEffect: false });
  }
  for (const match of code.matchAll(/(?:^|[;\s])import\s*['"]([^'"]+)['"]/g)) found.push({ source: match[1] as string, names: [], isDynamic: false, isSideEffect: true });
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ source: match[1] as string, names: [], isDynamic: true, isSideEffect: false });
  return found;
}

const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** A project import to a file, or undefined for a package. */
function resolveProjectImport(fromFile: string, source: string): string | undefined {
  let base: string | undefined;
  if (source.startsWith('@/')) base = join(WEB_SRC, source.slice(2));
  else if (source.startsWith('@shared/')) base = join(SHARED, source.slice('@shared/'.length));
  else if (source.startsWith('.')) base = resolve(dirname(fromFile), source);
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`mantine-css: cannot resolve '${source}' from ${relative(REPO_ROOT, fromFile)}`);
}

export type TChunkUse = {
  /** Project files of the chunk (repo-relative). */
  files: string[];
  /** Mantine exports the chunk's files import, as `package:Name`. */
  mantineImports: string[];
  /** CSS files the chunk imports: package sheets as `@mantine/core/styles/X.css`, project ones repo-relative. */
  cssImports: string[];
  /** Dynamic imports met (repo-relative files), each a chunk of its own. */
  dynamicImports: string[];
};

/** The files a root pulls in statically, with their Mantine imports and their CSS imports. */
export function chunkUse(rootFile: string, stopAt: readonly string[] = []): TChunkUse {
  const files = new Set<string>();
  const mantineImports = new Set<string>();
  const cssImports = new Set<string>();
  const dynamicImports = new Set<string>();
  const queue = [resolve(REPO_ROOT, rootFile)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const entry of importsOf(stripComments(readFileSync(file, 'utf8')))) {
      if (entry.source.endsWith('.css')) {
        const local = resolveProjectImport(file, entry.source);
        cssImports.add(local ? relative(REPO_ROOT, local) : entry.source);
        continue;
      }
      const pkg = /^(@[^/]+\/[^/]+|[^@/][^/]*)/.exec(entry.source)?.[1];
      if (pkg && isMantinePackage(pkg) && pkg === entry.source) {
        for (const name of entry.names) mantineImports.add(`${pkg}:${name}`);
        continue;
      }
      const target = resolveProjectImport(file, entry.source);
      if (!target) continue;
      if (entry.isDynamic) {
        dynamicImports.add(relative(REPO_ROOT, target));
        continue;
      }
      if (!stopAt.includes(relative(REPO_ROOT, target))) queue.push(target);
    }
  }
  return {
    files: [...files].map((file) => relative(REPO_ROOT, file)).sort(),
    mantineImports: [...mantineImports].sort(),
    cssImports: [...cssImports].sort(),
    dynamicImports: [...dynamicImports].sort(),
  };
}

const packageEsm = (pkg: TMantinePackage) => join(NODE_MODULES, pkg, 'esm');

const exportMaps = new Map<TMantinePackage, Map<string, string>>();
/** Export name → module file, from the package's esm/index.mjs (`import { X } from "./…"` + `export { X }`). */
function exportMap(pkg: TMantinePackage): Map<string, string> {
  const cached = exportMaps.get(pkg);
  if (cached) return cached;
  const indexFile = join(packageEsm(pkg), 'index.mjs');
  const map = new Map<string, string>();
  const code = readFileSync(indexFile, 'utf8');
  for (const entry of importsOf(code)) {
    // Re-exports of other packages (react-remove-scroll's RemoveScroll) carry no Mantine sheet.
    for (const name of entry.names) map.set(name, entry.source.startsWith('.') ? resolve(dirname(indexFile), entry.source) : '');
  }
  // `export { transitions as MANTINE_TRANSITIONS, … }`
  for (const clause of code.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const part of (clause[1] ?? '').split(',')) {
      const [local, exported] = part.split(/\s+as\s+/).map((name) => name.trim());
      if (local && exported && map.has(local)) map.set(exported, map.get(local) as string);
    }
  }
  exportMaps.set(pkg, map);
  return map;
}

/** The sheet that styles a `*.module.mjs` of a Mantine package. */
function sheetOfModule(moduleFile: string): string {
  for (const pkg of MANTINE_PACKAGES) {
    const esm = packageEsm(pkg);
    if (!moduleFile.startsWith(esm)) continue;
    if (pkg !== '@mantine/core') return `${pkg}/styles.css`;
    const component = /^(?:components|utils)\/([^/]+)\//.exec(relative(esm, moduleFile).split('\\').join('/'))?.[1];
    if (!component) throw new Error(`mantine-css: ${moduleFile} is not under a component or utils folder`);
    const sheet = `@mantine/core/styles/${component}.css`;
    if (!existsSync(join(NODE_MODULES, sheet))) throw new Error(`mantine-css: no sheet ${sheet} for ${moduleFile}`);
    return sheet;
  }
  throw new Error(`mantine-css: ${moduleFile} is not in a Mantine package`);
}

/** The sheets Mantine exports need: their class-name modules, through Mantine's static imports. */
export function sheetsNeededBy(mantineImports: readonly string[]): string[] {
  const sheets = new Set<string>(mantineImports.length > 0 ? MANTINE_BASE_SHEETS : []);
  const seen = new Set<string>();
  const queue: string[] = [];
  const addExport = (pkg: TMantinePackage, name: string) => {
    const file = exportMap(pkg).get(name);
    if (file === undefined) throw new Error(`mantine-css: ${pkg} has no export '${name}'`);
    if (file) queue.push(file);
  };
  for (const entry of mantineImports) {
    const [pkg, name] = entry.split(':') as [TMantinePackage, string];
    addExport(pkg, name);
  }
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.module.mjs')) sheets.add(sheetOfModule(file));
    for (const entry of importsOf(readFileSync(file, 'utf8'))) {
      if (entry.source.startsWith('.')) queue.push(resolve(dirname(file), entry.source));
      else if (isMantinePackage(entry.source)) for (const name of entry.names) addExport(entry.source, name);
    }
  }
  return [...sheets].sort();
}

/** Mantine sheets a chunk needs but does not import (given sheets already loaded by a parent chunk). */
export function missingSheets(use: TChunkUse, loadedBefore: readonly string[] = []): string[] {
  const have = new Set([...use.cssImports, ...loadedBefore]);
  // The whole sheet of a package covers each of its component sheets.
  const covers = (sheet: string) => have.has(sheet) || (sheet.startsWith('@mantine/core/styles/') && have.has('@mantine/core/styles.css'));
  return sheetsNeededBy(use.mantineImports).filter((sheet) => !covers(sheet));
}
