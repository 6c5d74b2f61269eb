// The alerts of the user's business accounts, asked every 30 s so a failure is told within a
// minute; null on a gateway without notifications (the bell then hides).
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export const NOTIFICATIONS_POLL_MS = 30_000;

export function useNotifications(userId: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.notifications.list.queryOptions(
      { user_id: userId },
      {
        enabled: userId > 0,
        // A bell that could not ask says nothing rather than an error on every screen.
        meta: { errorDisplay: 'silent' },
        refetchInterval: NOTIFICATIONS_POLL_MS,
        select: (answer) => (answer.isAvailable ? answer.data : null),
      },
    ),
  );
}
