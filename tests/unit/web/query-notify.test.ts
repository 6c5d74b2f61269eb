// Query answers that land in one task (the dashboard's batched call) reach their observers in one
// task, so React renders them once (web/src/app/query-notify.ts, decision 020 round 2).
import { QueryClient, QueryObserver, notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { coalesceQueryNotifications } from '../../../web/src/app/query-notify';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.useRealTimers();
});

it('three queries answered in one task notify their observers in one timer task', () => {
  coalesceQueryNotifications();
  const client = new QueryClient();
  const seen: string[] = [];
  for (const key of ['services', 'accounts', 'exports']) {
    // Wrapped as useQuery wraps React's store callback: through the notify manager's scheduler.
    new QueryObserver(client, { queryKey: [key], enabled: false }).subscribe(
      notifyManager.batchCalls((result: { data: unknown }) => {
        if (result.data !== undefined) seen.push(key);
      }),
    );
  }
  // As the batched answer resolves them: one after the other, in the same task.
  for (const key of ['services', 'accounts', 'exports']) client.setQueryData([key], { ok: true });

  expect(seen).toEqual([]);
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersToNextTimer();
  expect(seen).toEqual(['services', 'accounts', 'exports']);
});
