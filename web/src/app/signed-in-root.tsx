// The signed-in area's root: TanStack Query (with the global error reaction) and tRPC's React
// bindings around the dashboard layout. Only signed-in screens use them, so they load with this
// lazy chunk and a first visit to the login page does not download them (docs/decisions/012-login-weight.md).
import { QueryClientProvider } from '@tanstack/react-query';
import { TRPCProvider } from '@/lib/trpc';
import { trpcClient } from '@/lib/trpc-client';
import { DashboardLayout } from './layouts/dashboard/dashboard-layout';
import { createQueryClient } from './query-client';
import { coalesceQueryNotifications } from './query-notify';

/** One cache for the page's life, as when main.tsx made it; signing out clears it (user-menu.tsx). */
const queryClient = createQueryClient();
coalesceQueryNotifications();

export function SignedInRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <DashboardLayout />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
