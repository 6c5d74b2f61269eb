// A copy of this checkout to run in: its files (tracked and new, not ignored ones: no dist/, no
// data/) and node_modules hard-linked (seconds, no disk), with the few paths the copy rewrites
// (npm's own record, caches, a native module to rebuild) made real copies so that the original
// install is never changed through a shared link.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../tests/support/browser-server';

/** What is not built or installed: the folders a build, an install or a run writes. */
const GENERATED = new Set(['.git', 'node_modules', 'dist', 'data', 'test-results', 'coverage', '.tmp']);

/** The checkout's files: git's list (tracked and new, not ignored), or, in a copy without .git, every file outside what is generated. */
const checkoutFiles = (): string[] => {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    return listed.toString().split('\0').filter(Boolean);
  } catch {
    const files: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(join(REPO_ROOT, folder), { withFileTypes: true })) {
        const path = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory() && !GENERATED.has(entry.name)) walk(path);
        else if (entry.isFile()) files.push(path);
      }
    };
    walk('');
    return files;
  }
};

/** Copies the checkout into `dir` (which must not exist); `ownCopies` are node_modules paths copied, not linked. */
export const copyCheckout = (dir: string, options: { ownCopies?: string[] } = {}): void => {
  mkdirSync(dir, { recursive: true });
  for (const file of checkoutFiles()) {
    const target = join(dir, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      cpSync(join(REPO_ROOT, file), target, { preserveTimestamps: true });
    } catch (error) {
      // A file deleted but not yet staged is listed and gone: nothing to copy.
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
  execFileSync('cp', ['-al', join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules')]);
  // Caches the copy's tools would write into: the copy starts without them.
  for (const cache of ['.vite', '.cache']) rmSync(join(dir, 'node_modules', cache), { recursive: true, force: true });
  for (const path of ['.package-lock.json', ...(options.ownCopies ?? [])]) {
    const original = join(REPO_ROOT, 'node_modules', path);
    const inCopy = join(dir, 'node_modules', path);
    if (!existsSync(original)) continue;
    rmSync(inCopy, { recursive: true, force: true });
    cpSync(original, inCopy, { recursive: true, verbatimSymlinks: true });
  }
};
