// When the browser a gateway call serves has left. An AbortSignal is one such source; the tRPC
// handler uses a lighter one per request (callerGoneOf): a Node AbortController costs a few µs
// and an EventTarget per request, and in emulator mode the only listener, a fault's wait,
// takes either.
import type { ServerResponse } from 'node:http';

export type TCallerGone = {
  readonly aborted: boolean;
  addEventListener: (type: 'abort', listener: () => void, options?: { once?: boolean }) => void;
  removeEventListener: (type: 'abort', listener: () => void) => void;
};

/**
 * Gone when the answer's socket closes before the answer was written (as @hono/node-server
 * aborts its Request's signal). Every listener is called once, then forgotten. A class: one is
 * made per request, and its methods are made once (under tsx a function named at its creation
 * per request also gets its `name` defined, esbuild's keepNames).
 */
class SocketCallerGone implements TCallerGone {
  private isGone = false;
  private listeners: (() => void)[] = [];

  constructor(outgoing: ServerResponse) {
    outgoing.on('close', () => {
      if (outgoing.writableFinished) return;
      this.isGone = true;
      const waiting = this.listeners;
      this.listeners = [];
      for (const listener of waiting) listener();
    });
  }

  get aborted() {
    return this.isGone;
  }

  addEventListener(_type: 'abort', listener: () => void) {
    if (!this.isGone) this.listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void) {
    const index = this.listeners.indexOf(listener);
    if (index !== -1) this.listeners.splice(index, 1);
  }
}

export const callerGoneOf = (outgoing: ServerResponse): TCallerGone => new SocketCallerGone(outgoing);
