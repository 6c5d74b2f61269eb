// The one place the SPA reacts to failed calls (spec §6, §8): 403 → dashboard, 401 on admin
// calls → log out, otherwise the server's message unless the screen shows it itself.
import type { TErrorDisplay } from '@/lib/query-meta';
import type { TCallError } from '@/lib/trpc-error';

export type TErrorReaction =
  | { kind: 'toDashboard' }
  | { kind: 'logout' }
  | { kind: 'notify'; message: string }
  | { kind: 'log' }
  | { kind: 'none' };

/** A message for failures that came with none (the network dropped, the server is down). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The routers of spec §7's admin calls: the directory (admin.*) and starting syncs (sync.*). */
const ADMIN_ROUTERS = ['admin.', 'sync.'];
const isAdminCall = (path: string) => ADMIN_ROUTERS.some((prefix) => path.startsWith(prefix));

export function decideErrorReaction(error: TCallError, procedurePath: string | undefined, display: TErrorDisplay = 'notify'): TErrorReaction {
  const path = procedurePath ?? error.path ?? '';
  if (display === 'speculative') return { kind: 'none' };
  if (error.code === 'FORBIDDEN') return { kind: 'toDashboard' };
  if (error.code === 'UNAUTHORIZED' && isAdminCall(path)) return { kind: 'logout' };
  if (display === 'silent') return { kind: 'log' };
  if (display === 'inline') return { kind: 'none' };
  return { kind: 'notify', message: error.message || FALLBACK_ERROR_MESSAGE };
}
