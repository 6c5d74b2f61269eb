// Collects what a browser context logs as an error (console.error, uncaught page errors), so a
// test fails on any it did not expect. Network 4xx logs a test provokes on purpose are allowed
// one pattern at a time with allowConsoleErrors().
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

export type TConsoleEntry = { kind: 'console.error' | 'pageerror'; text: string; url: string };

type TWatch = { entries: TConsoleEntry[]; allowed: RegExp[] };

const watches = new WeakMap<BrowserContext, TWatch>();

const describeMessage = (message: ConsoleMessage): TConsoleEntry => {
  const location = message.location();
  return { kind: 'console.error', text: message.text(), url: location.url ? `${location.url}:${location.lineNumber}` : '' };
};

function watchPage(page: Page, watch: TWatch) {
  page.on('console', (message) => {
    if (message.type() === 'error') watch.entries.push(describeMessage(message));
  });
  page.on('pageerror', (error) => watch.entries.push({ kind: 'pageerror', text: error.stack ?? error.message, url: page.url() }));
}

/** Starts collecting for every page of the context, including pages opened later. */
export function watchConsole(context: BrowserContext): void {
  const watch: TWatch = { entries: [], allowed: [] };
  watches.set(context, watch);
  for (const page of context.pages()) watchPage(page, watch);
  context.on('page', (page) => watchPage(page, watch));
}

/**
 * Allows console errors matching the pattern in this page's context (e.g. the browser's own
 * "Failed to load resource: … status of 401" line when a test provokes a refusal). Returns a
 * reader of the matching entries so the test can assert the provoked error really happened.
 */
export function allowConsoleErrors(page: Page, pattern: RegExp): () => TConsoleEntry[] {
  const watch = watches.get(page.context());
  if (!watch) throw new Error('allowConsoleErrors: this page was not opened with openPage()');
  watch.allowed.push(pattern);
  return () => watch.entries.filter((entry) => entry.kind === 'console.error' && pattern.test(entry.text));
}

/** The known-benign line Chromium logs for a fetch answered with the given HTTP status (any 4xx when none given). */
export const networkStatusLog = (status?: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status ?? '4\\d\\d'}\\b`);

/** Entries nobody allowed. */
export function unexpectedConsoleErrors(context: BrowserContext): TConsoleEntry[] {
  const watch = watches.get(context);
  if (!watch) return [];
  return watch.entries.filter((entry) => entry.kind === 'pageerror' || !watch.allowed.some((pattern) => pattern.test(entry.text)));
}
