// A second build to measure beside this checkout's (`--against <ref>` of npm run lighthouse and
// npm run first-load), for before-and-after figures from one run on the same machine and load. The
// ref is checked out in a throw-away worktree that shares this checkout's node_modules; its own
// server builds its SPA (when stale) as `npm start` does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startPortal, type TStartedServer } from '../tests/support/browser-server';

export type TBaselineCheckout = { ref: string; dir: string; remove: () => void };

const git = (args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim();

/** Checks `ref` out beside this checkout; `remove` deletes the worktree again. */
export function checkOutBaseline(ref: string): TBaselineCheckout {
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--against ${ref} names no commit of this repository`);
  }
  const parent = mkdtempSync(join(tmpdir(), 'portal-baseline-'));
  const dir = join(parent, 'checkout');
  const remove = () => {
    if (git(['worktree', 'list', '--porcelain']).includes(`worktree ${dir}\n`)) git(['worktree', 'remove', '--force', dir]);
    rmSync(parent, { recursive: true, force: true });
  };
  try {
    git(['worktree', 'add', '--detach', dir, commit]);
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
  } catch (error) {
    remove();
    throw error;
  }
  return { ref, dir, remove };
}

/** This checkout's build, as the scripts label it; their verdicts go by it alone. */
export const THIS_BUILD = 'this';
export type TBuild = { label: string; server: TStartedServer };
export type TBuilds = { builds: TBuild[]; stop: () => Promise<void> };

/**
 * Starts this checkout's portal and, given a ref, that ref's beside it. A ref that names no commit
 * fails before any server starts; `stop` ends the servers and removes the worktree.
 */
export async function startBuilds(script: string, ref: string | undefined): Promise<TBuilds> {
  const baseline = ref ? checkOutBaseline(ref) : undefined;
  const builds: TBuild[] = [];
  const stop = async () => {
    for (const build of builds) await build.server.stop();
    baseline?.remove();
  };
  try {
    console.log(`${script}: starting the portal (builds the SPA when it is stale)…`);
    builds.push({ label: THIS_BUILD, server: await startPortal() });
    if (baseline) {
      console.log(`${script}: starting ${baseline.ref} from ${baseline.dir}…`);
      builds.push({ label: baseline.ref, server: await startPortal({ cwd: baseline.dir }) });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { builds, stop };
}
