// The query client, with the global error reaction wired into both caches.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { pathTo } from '@shared/routes';
import { getSession, logout } from '@/lib/session-store';
import { isRefusal, procedurePathOfKey, readCallError } from '@/lib/trpc-error';
import type { TCallMeta } from '@/lib/query-meta';
import { navigateAfterError as navigate } from './error-navigation';
import { SESSION_ENDED_MESSAGE, decideErrorReaction } from './error-reactions';
import { loginRedirect } from './guards';

function react(error: unknown, key: readonly unknown[] | undefined, meta: TCallMeta | undefined) {
  const reaction = decideErrorReaction(readCallError(error), procedurePathOfKey(key), meta?.errorDisplay, Boolean(getSession().jwt));
  switch (reaction.kind) {
    case 'toDashboard':
      navigate(pathTo('dashboard'));
      return;
    case 'logout': {
      // Back to the same screen after logging in again (the guards' `next`).
      const { pathname, search, hash } = window.location;
      logout();
      notifications.show({ id: 'session-ended', color: 'yellow', title: 'Session expired', message: SESSION_ENDED_MESSAGE });
      navigate(loginRedirect(`${pathname}${search}${hash}`));
      return;
    }
    case 'notify':
      notifications.show({ color: 'red', title: 'Error', message: reaction.message });
      return;
    case 'log':
      // Handled on purpose without a word to the user (spec §8); keep a trace for developers.
      console.warn(`[${procedurePathOfKey(key) ?? 'call'}]`, readCallError(error).message);
      return;
    case 'none':
      return;
  }
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => react(error, query.queryKey, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => react(error, mutation.options.mutationKey, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // Refusals (4xx) will not change by asking again; only retry what may be transient.
        retry: (failureCount, error) => failureCount < 2 && !isRefusal(readCallError(error)),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
