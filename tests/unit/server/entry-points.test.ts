// The entry points' one table (entry-points.js): every file it names exists, and the outputs the
// server build makes from it are the ones package.json, bin/ and `npm start` run (decision 057).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_ENTRIES, ENTRY_POINTS } from '../../../entry-points.js';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('the entry points table', () => {
  it('names files that exist', () => {
    const files = ENTRY_POINTS.map((entry) => entry.file).filter((file) => !/[*{]/.test(file));
    expect(files.filter((file) => !existsSync(new URL(file, root)))).toEqual([]);
  });

  it('builds what the package, its command and npm start run', () => {
    const built = Object.keys(BUILT_ENTRIES).map((name) => `dist/${name}.js`);
    const pkg = JSON.parse(read('package.json')) as { exports: { './emulator': { default: string } } };
    expect(built).toContain(pkg.exports['./emulator'].default.replace('./', ''));
    expect(built).toContain(read('bin/portal-emulator.js').match(/dist\/[\w-]+\.js/)?.[0]);
    expect(built).toEqual(expect.arrayContaining(['dist/start.js', 'dist/emulator.js']));
  });
});
