// The emulator's door to the one table of sign-in limits (server/throttle/limits.ts), counted in
// this emulator's memory (it is single-node by design). Every password check of a request goes
// through it: sign-in, registration, reset confirmation, and the current password a new email needs.
import { HashingBusyError } from '../../../db/password-hash';
import type { TLogger } from '../../logger';
import { createAuthThrottle } from '../../throttle/auth-throttle';
import type { TThrottledAction } from '../../throttle/limits';
import { HttpError } from '../http-error';

export type TSignInThrottle = {
  /**
   * Runs `work` within the action's limits: 429 with `message` once spent. A refusal of the person
   * (HttpError) or of the hashing gate keeps its point; success gives back what the table says.
   */
  throttled: <T>(action: TThrottledAction, address: string, email: string, message: string, work: () => Promise<T>) => Promise<T>;
  /** Clears the account's counts from this address (a new password was just set from it). */
  forgive: (action: TThrottledAction, address: string, email: string) => Promise<void>;
};

export const createSignInThrottle = (logger: TLogger): TSignInThrottle => {
  const throttle = createAuthThrottle({ logger });
  return {
    throttled: async (action, address, email, message, work) => {
      const verdict = await throttle.attempt(action, address, email);
      if (!verdict.allowed) throw new HttpError(429, message, undefined, verdict.retryAfterSeconds);
      try {
        const value = await work();
        await verdict.settle('succeeded');
        return value;
      } catch (error) {
        await verdict.settle(error instanceof HttpError || error instanceof HashingBusyError ? 'refused' : 'not-judged');
        throw error;
      }
    },
    forgive: (action, address, email) => throttle.forgive(action, address, email),
  };
};
