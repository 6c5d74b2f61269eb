// Finds the Chrome or Chromium the browser tests drive (playwright-core downloads none).
// Order: CHROME_PATH, then the usual names on PATH and the usual install folders. On a Debian
// machine run as root with none found it installs Debian's `chromium` with apt-get; anywhere
// else it stops with a message that says what is missing and how to supply it.
// CLI: `npx tsx scripts/ensure-chromium.ts` prints the path it found (or installed).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const NAMES_ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const KNOWN_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

const isExecutableFile = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The first installed browser, or undefined. CHROME_PATH, when set, must point at one. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to '${fromEnv}', which is not an executable file. Point it at a Chrome or Chromium binary, or unset it.`);
  }
  const pathDirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of NAMES_ON_PATH) {
    for (const dir of pathDirs) {
      const candidate = join(dir, name);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return KNOWN_LOCATIONS.find(isExecutableFile);
}

const canInstallWithApt = (): boolean =>
  process.platform === 'linux' && existsSync('/etc/debian_version') && process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

const missingMessage = () =>
  [
    'No Chrome or Chromium found for the browser tests.',
    `  Looked at: CHROME_PATH (unset); ${NAMES_ON_PATH.join(', ')} on PATH; ${KNOWN_LOCATIONS.join(', ')}.`,
    '  Fix one of:',
    '    - set CHROME_PATH=/path/to/chrome (any Chrome or Chromium binary);',
    '    - Debian/Ubuntu: sudo apt-get install chromium (run as root, the tests install it themselves);',
    '    - macOS/Windows: install Google Chrome and set CHROME_PATH to its binary.',
  ].join('\n');

function installWithApt(): void {
  console.log('ensure-chromium: no browser found; installing Debian\'s chromium (apt-get update && apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const steps: string[][] = [
    ['update'],
    ['install', '-y', 'chromium'],
  ];
  for (const args of steps) {
    const outcome = spawnSync('apt-get', args, { stdio: 'inherit', env, timeout: 15 * 60_000 });
    if (outcome.status !== 0) {
      throw new Error(`ensure-chromium: 'apt-get ${args.join(' ')}' failed (exit ${outcome.status ?? outcome.signal}).\n${missingMessage()}`);
    }
  }
}

/** The browser to launch: found, or installed on Debian as root, else a readable error. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (!canInstallWithApt()) throw new Error(missingMessage());
  installWithApt();
  const installed = findChromium();
  if (!installed) throw new Error(`ensure-chromium: apt-get installed chromium but no binary was found afterwards.\n${missingMessage()}`);
  return installed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
