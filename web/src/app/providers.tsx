// App-wide providers: Mantine (theme, notifications), TanStack Query with the global error reaction,
// and tRPC's bindings for it: every screen calls the server through them.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { TRPCProvider } from '@/lib/trpc';
import { trpcClient } from '@/lib/trpc-client';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';
import { NotificationsHost } from './notifications-host';

/** One cache for the page's life; signing out clears it (user-menu.tsx). */
const queryClient = createQueryClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <NotificationsHost />
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
