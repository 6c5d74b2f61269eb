// Counts the HTTP requests a screen sends to /trpc (issue 14 part 4: data on screen from one round
// trip). Playwright only, no vitest, so `npm run request-counts` and the browser tests share it.
// A request's procedures come from its path (`/trpc/a.b,c.d?batch=1`); a "round" is a request that
// could only start after an earlier one had answered (a waterfall step), counted along the
// longest chain.
import type { Page, Request } from 'playwright-core';

export type TTrpcRequest = { procedures: string[]; startedAt: number; endedAt: number | null };

export type TScreenRequests = {
  /** /trpc requests sent before the screen showed its data. */
  beforeData: number;
  /** Their procedures, one entry per request (`a.b+c.d` for a batch). */
  beforeDataProcedures: string[];
  /** All /trpc requests until the page went quiet. */
  total: number;
  /** The longest chain of requests that each waited for an earlier answer. */
  rounds: number;
};

const proceduresOf = (url: string): string[] | undefined => {
  const match = /\/trpc\/([^?]+)/.exec(new URL(url).pathname);
  return match ? decodeURIComponent(match[1] as string).split(',') : undefined;
};

/** Records every /trpc request of the page from now on. */
export function watchTrpcRequests(page: Page): { requests: TTrpcRequest[]; pending: () => number; stop: () => void } {
  const started = Date.now();
  const requests: TTrpcRequest[] = [];
  const byRequest = new Map<Request, TTrpcRequest>();
  const onRequest = (request: Request) => {
    const procedures = proceduresOf(request.url());
    if (!procedures) return;
    const entry: TTrpcRequest = { procedures, startedAt: Date.now() - started, endedAt: null };
    requests.push(entry);
    byRequest.set(request, entry);
  };
  const onDone = (request: Request) => {
    const entry = byRequest.get(request);
    if (entry) entry.endedAt = Date.now() - started;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    requests,
    pending: () => requests.filter((entry) => entry.endedAt === null).length,
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

/** The longest chain of requests where each started after the one before had answered. */
export function roundsOf(requests: readonly TTrpcRequest[]): number {
  const sorted = [...requests].sort((a, b) => a.startedAt - b.startedAt);
  const depth: number[] = [];
  sorted.forEach((request, index) => {
    let before = 0;
    for (let earlier = 0; earlier < index; earlier += 1) {
      const other = sorted[earlier] as TTrpcRequest;
      if (other.endedAt !== null && other.endedAt <= request.startedAt) before = Math.max(before, depth[earlier] ?? 0);
    }
    depth.push(before + 1);
  });
  return Math.max(0, ...depth);
}

/**
 * True once the screen shows its data: its title is up and no spinner, busy table or skeleton is
 * left (every list and panel of the portal shows one of these while it waits).
 */
export async function isShowingData(page: Page, title: string): Promise<boolean> {
  return await page.evaluate((expected) => {
    const headings = [...document.querySelectorAll('h1')].map((heading) => heading.textContent?.trim());
    if (!headings.includes(expected)) return false;
    return !document.querySelector('[aria-busy="true"], [aria-label="Loading"], .mantine-Skeleton-root[data-visible]:not([data-visible="false"])');
  }, title);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `path` as a fresh page load and counts its /trpc requests: those sent before the data
 * showed, and all of them once nothing has been pending for `quietMs`.
 */
export async function measureScreen(page: Page, path: string, title: string, options: { timeoutMs?: number; quietMs?: number } = {}): Promise<TScreenRequests> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const quietMs = options.quietMs ?? 750;
  // Leave the screen before, so none of its late calls is counted for this one.
  await page.goto('about:blank');
  const watch = watchTrpcRequests(page);
  try {
    await page.goto(path);
    const deadline = Date.now() + timeoutMs;
    while (!(await isShowingData(page, title))) {
      if (Date.now() > deadline) throw new Error(`request-counts: ${path} did not show '${title}' with its data within ${timeoutMs} ms`);
      await sleep(25);
    }
    const beforeData = watch.requests.filter((request) => request.endedAt !== null);
    const atData = { count: beforeData.length, procedures: beforeData.map((request) => request.procedures.join('+')) };
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (watch.pending() > 0) quietSince = Date.now();
      if (Date.now() > deadline + timeoutMs) break;
      await sleep(25);
    }
    return { beforeData: atData.count, beforeDataProcedures: atData.procedures, total: watch.requests.length, rounds: roundsOf(watch.requests) };
  } finally {
    watch.stop();
  }
}
