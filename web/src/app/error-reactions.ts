// The one place the SPA reacts to failed calls (spec §6, §8): 403 → dashboard, 401 → log out
// (spec §6 says so for admin calls; a client call with an expired or refused token means the same
// session is over, so it ends the same way instead of showing 'Unauthenticated.'), otherwise the
// server's message unless the screen shows it itself.
import { SOMETHING_WENT_WRONG } from '@shared/validation/messages';
import type { TErrorDisplay } from '@/lib/query-meta';
import type { TCallError } from '@/lib/trpc-error';

export type TErrorReaction =
  | { kind: 'toDashboard' }
  | { kind: 'logout' }
  | { kind: 'notify'; message: string }
  | { kind: 'log' }
  | { kind: 'none' };

/** A message for failures that came with none (the network dropped, the server is down). */
export const FALLBACK_ERROR_MESSAGE = SOMETHING_WENT_WRONG;

/** Told when the session ends on a 401, on the login page. */
export const SESSION_ENDED_MESSAGE = 'Your session has expired. Please log in again.';

/** Signing in, registering and password resets answer 401 for wrong credentials: the form says so. */
const isSignInCall = (path: string) => path.startsWith('auth.');

/** `hasSession`: a jwt is stored. Without one an earlier 401 has already ended the session. */
export function decideErrorReaction(error: TCallError, procedurePath: string | undefined, display: TErrorDisplay = 'notify', hasSession = true): TErrorReaction {
  const path = procedurePath ?? error.path ?? '';
  if (display === 'speculative') return { kind: 'none' };
  if (error.code === 'FORBIDDEN') return { kind: 'toDashboard' };
  if (error.code === 'UNAUTHORIZED' && !isSignInCall(path)) return hasSession ? { kind: 'logout' } : { kind: 'none' };
  if (display === 'silent') return { kind: 'log' };
  if (display === 'inline') return { kind: 'none' };
  return { kind: 'notify', message: error.message || FALLBACK_ERROR_MESSAGE };
}
