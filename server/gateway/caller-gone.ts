// When the browser a gateway call serves has left. An AbortSignal is one such source; the tRPC
// handler uses a lighter one per request (callerGoneOf): a Node AbortController costs a few µs
// and an EventTarget per request, and in emulator mode nothing but a fault's wait needs a real
// signal (abortSignalOf makes one then).
import type { ServerResponse } from 'node:http';

export type TCallerGone = {
  readonly aborted: boolean;
  addEventListener: (type: 'abort', listener: () => void, options?: { once?: boolean }) => void;
  removeEventListener: (type: 'abort', listener: () => void) => void;
};

/**
 * Gone when the answer's socket closes before the answer was written (as @hono/node-server
 * aborts its Request's signal). Every listener is called once, then forgotten.
 */
export const callerGoneOf = (outgoing: ServerResponse): TCallerGone => {
  let isGone = false;
  let listeners: (() => void)[] = [];
  outgoing.on('close', () => {
    if (outgoing.writableFinished) return;
    isGone = true;
    const waiting = listeners;
    listeners = [];
    for (const listener of waiting) listener();
  });
  return {
    get aborted() {
      return isGone;
    },
    addEventListener: (_type, listener) => {
      if (!isGone) listeners.push(listener);
    },
    removeEventListener: (_type, listener) => {
      const index = listeners.indexOf(listener);
      if (index !== -1) listeners.splice(index, 1);
    },
  };
};

/** A real AbortSignal for a source, for the APIs that need one (fault waits, fetch). */
export const abortSignalOf = (gone: TCallerGone): AbortSignal => {
  if (gone instanceof AbortSignal) return gone;
  const controller = new AbortController();
  if (gone.aborted) controller.abort();
  else gone.addEventListener('abort', () => controller.abort(), { once: true });
  return controller.signal;
};
