// Log out (spec §2): the gateway ends the session, so a copied token stops working too; whatever it
// answers (refused, unreachable, slow), this browser forgets the session and its data.
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '@/lib/session-store';
import { useTRPCClient } from '@/lib/trpc';

/** How long Log out waits for the gateway before it signs out here all the same. */
const LOGOUT_WAIT_MS = 3_000;

export function useLogout(): () => Promise<void> {
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  return async () => {
    // Sent before the session is cleared: the call carries the token it ends.
    await trpcClient.auth.logout.mutate({}, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) }).catch(() => undefined);
    logout();
    // Nothing of this user's data may show to whoever signs in next.
    queryClient.clear();
  };
}
