// The one place the SPA reacts to failed calls (spec §6, §8): 403 → dashboard, 401 on admin
// calls → log out, otherwise the server's message unless the screen shows it itself.
import type { TErrorDisplay } from '../lib/query-meta';
import type { TCallError } from '../lib/trpc-error';

export type TErrorReaction =
  | { kind: 'toDashboard' }
  | { kind: 'logout' }
  | { kind: 'notify'; message: string }
  | { kind: 'log' }
  | { kind: 'none' };

/** A message for failures that came with none (the network dropped, the server is down). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export function decideErrorReaction(error: TCallError, procedurePath: string | undefined, display: TErrorDisplay = 'notify'): TErrorReaction {
  const path = procedurePath ?? error.path ?? '';
  if (error.code === 'FORBIDDEN') return { kind: 'toDashboard' };
  if (error.code === 'UNAUTHORIZED' && path.startsWith('admin.')) return { kind: 'logout' };
  if (display === 'silent') return { kind: 'log' };
  if (display === 'inline') return { kind: 'none' };
  return { kind: 'notify', message: error.message || FALLBACK_ERROR_MESSAGE };
}
