// A throw-away redis-server (Debian's package, installed when missing) on a free loopback port,
// nothing saved to disk; `stop` ends it, `start` brings it back on the same port.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from '../../contract/support/emulator-process';
import { ensureDebianCommand } from '../../support/debian-tool';

export type TRedisServer = { url: string; port: number; start: () => Promise<void>; stop: () => Promise<void> };

const answersPing = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });

export const startRedisServer = async (): Promise<TRedisServer> => {
  const command = ensureDebianCommand('redis-server', 'redis-server');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(command, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
};
