// A command the tests need from a Debian package (redis-server, promtool): found on the PATH, or
// installed with apt-get on a Debian machine run as root (as ensure-chromium does for the
// browser), else a sentence saying what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isOnPath = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const canInstallWithApt = (): boolean => process.platform === 'linux' && existsSync('/etc/debian_version') && process.getuid?.() === 0;

export const ensureDebianCommand = (command: string, debianPackage: string): string => {
  if (isOnPath(command)) return command;
  if (!canInstallWithApt()) throw new Error(`The tests need ${command}: install Debian's ${debianPackage} package (apt-get install ${debianPackage}).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', debianPackage]]) {
    const outcome = spawnSync('apt-get', args, { stdio: 'inherit', env, timeout: 15 * 60_000 });
    if (outcome.status !== 0) throw new Error(`'apt-get ${args.join(' ')}' failed (exit ${outcome.status ?? outcome.signal}) while installing ${debianPackage} for ${command}.`);
  }
  if (!isOnPath(command)) throw new Error(`${debianPackage} was installed but ${command} is still not on the PATH.`);
  return command;
};
