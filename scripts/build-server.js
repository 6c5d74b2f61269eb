// Compiles the server for `npm start`, `npm run emulator` and the package (`npm pack`), which run
// it with plain node: the entry points and everything they import from server/, db/, seed/ and
// shared/ become dist/<entry>.js through Vite's SSR build (start, emulator, the `portal/emulator`
// API and the `portal-emulator` command, sharing chunks). Packages stay imports of node_modules
// (better-sqlite3 is native). Does nothing while dist/ is newer than every source; `--force`
// builds regardless; `--declarations` also writes the API's type declarations into dist/types
// (tsconfig.package.json), as `npm pack` needs. Plain JavaScript, so that starting never needs tsx.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_ENTRIES } from '../entry-points.js';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
// One folder below the root, as server/ and db/ are: code that finds files from its own
// location (the repo root, dist/web, db/migrations) finds them from the bundle too.
const OUT_DIR = join(REPO_ROOT, 'dist');
// The entry points' one table (entry-points.js) says which are built, and as what.
const ENTRIES = BUILT_ENTRIES;
// db/client.ts migrates from the folder beside it: in the bundle, dist/migrations.
const MIGRATIONS = { from: join(REPO_ROOT, 'db', 'migrations'), to: join(OUT_DIR, 'migrations') };
const OUTPUTS = [...Object.keys(ENTRIES).map((name) => join(OUT_DIR, `${name}.js`)), MIGRATIONS.to];
const SOURCES = ['server', 'db', 'seed', 'shared', 'tsconfig.json', 'tsconfig.package.json', 'scripts/build-server.js', 'entry-points.js'].map((path) => join(REPO_ROOT, path));
const SKIPPED = new Set(['node_modules', 'dist']);

/** @param {string[]} paths files or folders @returns {number} the newest modification time under them (0 for none) */
const newestMtime = (paths) => {
  let newest = 0;
  /** @param {string} path */
  const visit = (path) => {
    const stats = statSync(path);
    newest = Math.max(newest, stats.mtimeMs);
    if (!stats.isDirectory()) return;
    for (const entry of readdirSync(path)) if (!SKIPPED.has(entry)) visit(join(path, entry));
  };
  for (const path of paths) if (existsSync(path)) visit(path);
  return newest;
};

/** @returns {string | null} why a build is needed, or null when dist/ is current */
const staleReason = () => {
  const missing = OUTPUTS.find((path) => !existsSync(path));
  if (missing) return `${relative(REPO_ROOT, missing)} is missing`;
  const builtAt = Math.min(...OUTPUTS.map((path) => statSync(path).mtimeMs));
  return newestMtime(SOURCES) > builtAt ? 'sources changed since the last build' : null;
};

const reason = process.argv.includes('--force') ? 'asked with --force' : staleReason();
if (reason) {
  console.log(`Building the server (${reason})…`);
  const startedAt = performance.now();
  // dist/ also holds the SPA (dist/web) and the declarations (dist/types): remove only this build's own files.
  mkdirSync(OUT_DIR, { recursive: true });
  for (const name of readdirSync(OUT_DIR)) if (/\.js(\.map)?$/.test(name)) rmSync(join(OUT_DIR, name));
  rmSync(MIGRATIONS.to, { recursive: true, force: true });
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: REPO_ROOT,
    publicDir: false,
    logLevel: 'warn',
    // tsconfig's path aliases resolve as they do under tsx (`npm run dev`, the tests).
    resolve: { tsconfigPaths: true },
    build: {
      ssr: true,
      outDir: OUT_DIR,
      emptyOutDir: false,
      // The oldest Node line supported (package.json engines); 22 and 24 run it as well.
      target: 'node20',
      // For debuggers and `node --enable-source-maps`; not on by default, as mapping every
      // stack a refused call makes costs CPU (decision 027).
      sourcemap: true,
      rollupOptions: {
        input: ENTRIES,
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  cpSync(MIGRATIONS.from, MIGRATIONS.to, { recursive: true });
  console.log(`Built the server in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
}

/**
 * The sources import each other without extensions (moduleResolution Bundler); a consumer on
 * Node's own resolution (nodenext) needs `./x.js` or `./x/index.js`: rewrite every relative
 * specifier of the declarations to the file it names.
 * @param {string} folder
 */
const withExplicitExtensions = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8').replace(/(from |import\()(['"])(\.{1,2}\/[^'"]*)\2/g, (whole, lead, quote, specifier) => {
      const target = resolve(dirname(file), specifier);
      if (existsSync(`${target}.d.ts`)) return `${lead}${quote}${specifier}.js${quote}`;
      if (existsSync(join(target, 'index.d.ts'))) return `${lead}${quote}${specifier}/index.js${quote}`;
      return whole;
    });
    writeFileSync(file, text);
  }
};

if (process.argv.includes('--declarations')) {
  const startedAt = performance.now();
  rmSync(join(OUT_DIR, 'types'), { recursive: true, force: true });
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(REPO_ROOT, 'tsconfig.package.json')], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The type declarations could not be written (see the errors above).');
    process.exit(1);
  }
  withExplicitExtensions(join(OUT_DIR, 'types'));
  console.log(`Wrote the type declarations in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
}
