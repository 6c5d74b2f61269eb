// knip (unused files, exports and dependencies): its walk starts at the entry points' one table
// (entry-points.js) and at the config files of the tools that load code themselves.
import { readFileSync } from 'node:fs';
import { ENTRY_POINTS } from './entry-points.js';

// knip takes the files package.json's scripts run as entries itself, and calls naming them again redundant.
const scripts = Object.values(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).scripts).join('\n');
const isRunByScript = (file) => new RegExp(`(^|\\s)${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`, 'm').test(scripts);

/** @type {import('knip').KnipConfig} */
export default {
  entry: [
    ...ENTRY_POINTS.map((entry) => entry.file).filter((file) => !isRunByScript(file)),
    'tests/**/*.test.{ts,tsx}',
    'tests/*/vitest.config.ts',
    'web/vite.config.ts',
    'db/drizzle.config.ts',
  ],
  // An export its own file also uses is a name the file gives, not dead code.
  ignoreExportsUsedInFile: true,
  // Commands from the system (Chromium's installer) and this package's own bin (its pack test).
  ignoreBinaries: ['apt-get', 'portal-emulator'],
  project: ['{server,shared,db,seed,web,scripts,tests}/**/*.{ts,tsx,js}', '*.{js,ts}'],
};
