// A second build to audit beside this checkout's, for before-and-after figures from one run: the
// same machine and load for both. The git ref is checked out in a throw-away worktree that shares
// this checkout's node_modules; its own server builds its SPA (when stale) as `npm start` does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../tests/support/browser-server';

export type TBaselineCheckout = { dir: string; remove: () => void };

const git = (args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim();

/** Checks `ref` out beside this checkout; `remove` deletes the worktree again. */
export function checkOutBaseline(ref: string): TBaselineCheckout {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = join(mkdtempSync(join(tmpdir(), 'lighthouse-baseline-')), 'checkout');
  git(['worktree', 'add', '--detach', dir, commit]);
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
  return {
    dir,
    remove: () => {
      git(['worktree', 'remove', '--force', dir]);
      rmSync(join(dir, '..'), { recursive: true, force: true });
    },
  };
}
