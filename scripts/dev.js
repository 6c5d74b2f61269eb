// `npm run dev`: the portal from its sources on one port (server/dev.ts: the server with Vite's dev
// server inside), restarted in a moment when a server-side file changes, and the type checker in
// watch mode beside it (scripts/dev-typecheck.js), whose errors this terminal prints and the
// browser's overlay shows. package.json starts it with `exec`, so npm's SIGTERM/SIGINT reach this
// process, which stops both children before it exits. Plain JavaScript: nothing to compile first.
import './node-check.js';
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './build-steps.js';
import { startTypecheckWatch } from './dev-typecheck.js';

/** Server-side folders: a change there restarts the server (web/ is Vite's, hot-updated in place). */
const SERVER_FOLDERS = ['server', 'shared', 'db', 'seed'];
const SOURCE_FILE = /\.(ts|tsx|js|json|sql)$/;
/** How long the stopping server gets before it is killed (it stops in well under a second). */
const STOP_GRACE_MS = 2_500;

// Development defaults, each overridable from the shell: no balancer to wait for, readable lines.
const env = { SHUTDOWN_DELAY_MS: '0', LOG_FORMAT: 'pretty', EMULATOR_CHECK_ANSWERS: 'on', ...process.env };

const say = (line) => process.stdout.write(`[dev] ${line}\n`);

let server;
let isStopping = false;
/** Whether a server has ever come up: until then a server that stops ends `npm run dev`. */
let hasStarted = false;
/** The type checker's latest errors, handed to every server started (its browser overlay). */
let typeErrors = [];

/** The next server, its packages loaded, waiting for `go` (server/dev.ts): a restart skips their load. */
let standby;

const spawnServer = () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], { cwd: REPO_ROOT, env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  child.on('message', (message) => {
    if (message !== 'ready') return;
    hasStarted = true;
    // Up: the standby for the next restart loads its packages now, not while this one starts.
    if (!standby && !isStopping) standby = spawnServer();
  });
  child.on('exit', (code, signal) => {
    if (server === child) server = undefined;
    if (standby === child) standby = undefined;
    else if (isStopping || child.isReplaced) return;
    // The first start failed (a port in use, a database it cannot open): it said why; nothing to wait for.
    else if (!hasStarted) void stopAll('failed');
    else say(`the server stopped (${signal ?? `exit ${code}`}); it starts again when a file in ${SERVER_FOLDERS.join('/, ')}/ changes`);
  });
  return child;
};

const startServer = () => {
  const child = standby ?? spawnServer();
  standby = undefined;
  child.send({ typeErrors });
  child.send('go');
  server = child;
};

const stopServer = (child) =>
  new Promise((stopped) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return stopped();
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      stopped();
    });
    child.kill('SIGTERM');
  });

let restartTimer;
let changed = new Set();
/** The restart under way: one at a time, so two servers never race for the port. */
let restarting = Promise.resolve();

const restart = async () => {
  if (changed.size === 0 || isStopping) return;
  const files = [...changed];
  changed = new Set();
  say(`${files.slice(0, 3).join(', ')}${files.length > 3 ? ` and ${files.length - 3} more` : ''} changed: restarting the server`);
  const old = server;
  if (old) old.isReplaced = true;
  await stopServer(old);
  if (!isStopping) startServer();
};

const restartSoon = (file) => {
  changed.add(file);
  clearTimeout(restartTimer);
  // Editors write a file in several steps, and a save may touch several files: one restart for them.
  restartTimer = setTimeout(() => {
    restarting = restarting.then(restart);
  }, 80);
};

const watchers = SERVER_FOLDERS.map((folder) =>
  watch(join(REPO_ROOT, folder), { recursive: true }, (_event, name) => {
    if (name && SOURCE_FILE.test(name)) restartSoon(relative(REPO_ROOT, join(REPO_ROOT, folder, name)));
  }),
);

const typecheck = startTypecheckWatch({
  cwd: REPO_ROOT,
  print: (line) => process.stdout.write(`${line}\n`),
  onErrors: (errors) => {
    typeErrors = errors;
    for (const child of [server, standby]) if (child?.connected) child.send({ typeErrors });
  },
});

startServer();

const stopAll = async (signal) => {
  if (isStopping) return;
  isStopping = true;
  for (const watcher of watchers) watcher.close();
  clearTimeout(restartTimer);
  // npm exits with this process: everything it started is gone by then.
  await Promise.all([typecheck.stop(), stopServer(standby), stopServer(server)]);
  process.exit(signal === 'failed' ? 1 : signal === 'SIGINT' ? 130 : 0);
};
process.on('SIGINT', () => void stopAll('SIGINT'));
process.on('SIGTERM', () => void stopAll('SIGTERM'));
