// One render for every query that answers in the same task (decision 020, round 2).
// TanStack Query tells its observers of each query's new state in a setTimeout(0) of its own, so
// the dashboard's batched call (services, business accounts, exports: one HTTP answer) re-rendered
// the shell and the screen once per query, each a long task on a phone. This scheduler gathers
// every notification scheduled before the timer fires and runs them in one task: React then
// renders their updates together, once.
import { notifyManager } from '@tanstack/react-query';

let pending: (() => void)[] = [];

function runPending() {
  const run = pending;
  pending = [];
  for (const callback of run) callback();
}

export function coalesceQueryNotifications() {
  notifyManager.setScheduler((callback) => {
    pending.push(callback);
    if (pending.length === 1) setTimeout(runPending, 0);
  });
}
