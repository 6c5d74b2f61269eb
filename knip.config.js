// knip (unused files, exports and dependencies): its walk starts at the entry points' one table
// (entry-points.js) and at the config files of the tools that load code themselves.
import { ENTRY_POINTS } from './entry-points.js';

/** @type {import('knip').KnipConfig} */
export default {
  entry: [...ENTRY_POINTS.map((entry) => entry.file), 'tests/**/*.test.{ts,tsx}', 'tests/*/vitest.config.ts', 'web/vite.config.ts', 'db/drizzle.config.ts'],
  // An export its own file also uses is a name the file gives, not dead code.
  ignoreExportsUsedInFile: true,
  // Commands from the system (Chromium's installer) and this package's own bin (its pack test).
  ignoreBinaries: ['apt-get', 'portal-emulator'],
  project: ['{server,shared,db,seed,web,scripts,tests}/**/*.{ts,tsx,js}', '*.{js,ts}'],
};
