// Stopping means stopped: a CI script's `kill $!` (SIGTERM), Ctrl-C (SIGINT) or a closed terminal
// (SIGHUP) stops the emulator within a few seconds and frees its port, and so does the end of
// the process that started it. `npx portal-emulator` runs the emulator under npm (and sh), so the
// signal may reach only its parent: the emulator then sees itself re-parented and stops too.
import type { TLogger } from '../logger';

/** Past this, a stop still waiting (a request in flight, a sync finishing) is cut short. */
export const STOP_DEADLINE_MS = 3_000;
/** How often the parent is looked at: a killed parent is noticed within this. */
const PARENT_CHECK_MS = 500;

export const stopOnSignalOrOrphan = (logger: TLogger, stop: () => Promise<void>): void => {
  let isStopping = false;
  const startedBy = process.ppid;
  const end = (reason: string) => {
    if (isStopping) process.exit(1);
    isStopping = true;
    logger.info('shutting down', { reason });
    setTimeout(() => {
      logger.warn('the stop took too long: exiting now', { deadlineMs: STOP_DEADLINE_MS });
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => end(signal));
  // process.ppid is read anew each time: another parent (init, a subreaper) means ours is gone.
  const watch = setInterval(() => {
    if (process.ppid !== startedBy) {
      clearInterval(watch);
      end('the process that started the emulator has ended');
    }
  }, PARENT_CHECK_MS);
  watch.unref();
};
