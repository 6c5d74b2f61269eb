// A lazily loaded screen keeps its state through a hot update only when its module exports
// nothing but its component: React Refresh then swaps the component in place; any other export
// makes Vite re-run the router instead, which mounts the screen afresh (decision 050).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = 'web/src/features';
const routeModules = readdirSync(FEATURES).flatMap((feature) => {
  try {
    return readdirSync(join(FEATURES, feature, 'routes'))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => join(FEATURES, feature, 'routes', file));
  } catch {
    return [];
  }
});

describe('route modules', () => {
  it('are found', () => {
    expect(routeModules.length).toBeGreaterThan(10);
  });

  it.each(routeModules)('%s exports its Component only', (file) => {
    const exports = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^export\b/.test(line));
    expect(exports).toEqual([expect.stringMatching(/^export \{ \w+ as Component \};$/)]);
  });
});
