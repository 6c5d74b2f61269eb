// Mantine's CSS is loaded component by component: the guest screens' sheets with the entry
// (web/src/app/guest-styles.ts), the rest of what signed-in screens render with the signed-in layout
// (web/src/app/signed-in-styles.ts, decision 020). Every chunk must import the sheets of the Mantine
// components it renders (through Mantine's own imports: Button needs Loader's), or have them from
// a chunk that always loads before it; otherwise a screen would ship unstyled.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROUTES, ROUTE_NAMES } from '@shared/routes';
import { chunkUse, MANTINE_BASE_SHEETS, missingSheets, sheetsNeededBy } from '../../../scripts/mantine-css';

const ENTRY = 'web/src/main.tsx';
const DASHBOARD_LAYOUT = 'web/src/app/layouts/dashboard/dashboard-layout.tsx';

/** Each route's lazy module, read from route-modules.ts (`name: () => import('@/…')`). */
function routeModuleFiles(): Record<string, string> {
  const code = readFileSync('web/src/app/route-modules.ts', 'utf8');
  const files: Record<string, string> = {};
  for (const match of code.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/gm)) files[match[1] as string] = `web/src/${match[2]}.tsx`;
  return files;
}

const GUEST_STYLES = 'web/src/app/guest-styles.ts';
const SIGNED_IN_STYLES = 'web/src/app/signed-in-styles.ts';

/** The `@mantine/core/styles/X.css` imports of a styles list, in its order. */
const coreSheetsListedIn = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import '(@mantine\/core\/styles\/[^']+)'/gm)].map((match) => match[1] as string);

/** The sheets come in the order of Mantine's whole sheet, so the cascade is the same as with it. */
function expectMantineOrder(sheets: readonly string[]) {
  const whole = readFileSync('node_modules/@mantine/core/styles.css', 'utf8');
  const order = sheets.map((sheet) => whole.indexOf(readFileSync(join('node_modules', sheet), 'utf8').trim().slice(0, 300)));
  expect(order.every((position) => position >= 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));
}

const entry = chunkUse(ENTRY);
const modules = routeModuleFiles();
const guestRoutes = ROUTE_NAMES.filter((name) => ROUTES[name].layout === 'auth');

describe('Mantine sheets of the guest screens', () => {
  test('the entry no longer imports the whole Mantine sheet, and imports the sheets of what it renders', () => {
    expect(entry.cssImports).not.toContain('@mantine/core/styles.css');
    expect(entry.cssImports).toEqual(expect.arrayContaining(MANTINE_BASE_SHEETS));
    expect(missingSheets(entry)).toEqual([]);
  });

  test.each(guestRoutes)('the %s screen has the sheet of every Mantine component it renders', (name) => {
    const file = modules[name];
    expect(file, `route-modules.ts has a module for ${name}`).toBeDefined();
    const use = chunkUse(file as string);
    expect(use.mantineImports.length).toBeGreaterThan(0);
    expect(missingSheets(use, entry.cssImports)).toEqual([]);
  });

  test('every other lazy chunk of the entry (not a signed-in screen) has its sheets from the entry', () => {
    const signedIn = new Set([DASHBOARD_LAYOUT, ...ROUTE_NAMES.filter((name) => ROUTES[name].layout === 'dashboard').map((name) => modules[name])]);
    const others = entry.dynamicImports.filter((file) => !signedIn.has(file) && !guestRoutes.some((name) => modules[name] === file));
    expect(others).toContain('web/src/app/notifications-container.tsx');
    for (const file of others) expect(missingSheets(chunkUse(file), entry.cssImports), file).toEqual([]);
  });

  test('the guest list keeps the order of Mantine’s whole sheet, so the cascade is the same', () => {
    const core = entry.cssImports.filter((sheet) => sheet.startsWith('@mantine/core/styles/'));
    expect([...coreSheetsListedIn(GUEST_STYLES)].sort()).toEqual(core);
    expectMantineOrder(coreSheetsListedIn(GUEST_STYLES));
  });
});

describe('Mantine sheets of the signed-in screens', () => {
  const layout = chunkUse(DASHBOARD_LAYOUT);
  const signedInSheets = [...entry.cssImports, ...layout.cssImports];
  const signedInRoutes = ROUTE_NAMES.filter((name) => ROUTES[name].layout === 'dashboard');

  test('the signed-in layout imports sheets one by one, not the whole sheet, and has those of what it renders', () => {
    expect(layout.cssImports).not.toContain('@mantine/core/styles.css');
    expect(layout.cssImports).toEqual(expect.arrayContaining(coreSheetsListedIn(SIGNED_IN_STYLES)));
    expect(missingSheets(layout, entry.cssImports)).toEqual([]);
  });

  test.each(signedInRoutes)('the %s screen has its sheets (e.g. @mantine/dates)', (name) => {
    expect(missingSheets(chunkUse(modules[name] as string), signedInSheets)).toEqual([]);
  });

  test('every lazy part of a signed-in screen (calendar, chart, modals) has its sheets', () => {
    const seen = new Set<string>();
    const pending = signedInRoutes.flatMap((name) => chunkUse(modules[name] as string).dynamicImports);
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const use = chunkUse(file);
      expect(missingSheets(use, signedInSheets), file).toEqual([]);
      pending.push(...use.dynamicImports);
    }
    expect(seen).toContain('web/src/components/ui/date-range-input.tsx');
  });

  test('the signed-in list keeps the order of Mantine’s whole sheet and repeats no guest sheet', () => {
    const listed = coreSheetsListedIn(SIGNED_IN_STYLES);
    expectMantineOrder(listed);
    expect(listed.filter((sheet) => entry.cssImports.includes(sheet))).toEqual([]);
  });
});

describe('the check can fail', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mantine-css-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a guest file rendering a Modal and a Select without their sheets is reported', () => {
    const file = join(dir, 'screen.tsx');
    writeFileSync(file, "import { Modal, Select } from '@mantine/core';\nexport const Screen = () => <Modal opened onClose={() => {}}><Select data={[]} /></Modal>;\n");
    const missing = missingSheets(chunkUse(file), entry.cssImports);
    // Modal's own sheet, and what Modal and Select render inside: ModalBase, Overlay, Combobox, Popover.
    expect(missing).toEqual(expect.arrayContaining(['@mantine/core/styles/Modal.css', '@mantine/core/styles/ModalBase.css', '@mantine/core/styles/Combobox.css', '@mantine/core/styles/Popover.css']));
    expect(sheetsNeededBy(['@mantine/core:Modal'])).toContain('@mantine/core/styles/Overlay.css');
  });

  test('a sheet imported as a side effect satisfies the check', () => {
    const file = join(dir, 'styled.tsx');
    writeFileSync(file, "import '@mantine/core/styles/Kbd.css';\nimport { Kbd } from '@mantine/core';\nexport const Key = () => <Kbd>K</Kbd>;\n");
    expect(missingSheets(chunkUse(file), entry.cssImports)).toEqual([]);
    writeFileSync(file, "import { Kbd } from '@mantine/core';\nexport const Key = () => <Kbd>K</Kbd>;\n");
    expect(missingSheets(chunkUse(file), entry.cssImports)).toEqual(['@mantine/core/styles/Kbd.css']);
  });
});
