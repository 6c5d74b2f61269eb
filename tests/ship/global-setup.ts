// Once per run: `npm run build`'s output in dist/ (built when missing or stale, as `npm start`
// does), which every file here starts as operators do.
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../support/browser-server';

export default function setup(): void {
  const build = spawnSync(process.execPath, ['scripts/build.js', '--if-needed'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 240_000 });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
}
