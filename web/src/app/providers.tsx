// App-wide providers: Mantine (theme, notifications), TanStack Query and tRPC.
import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createPortalTrpcClient, TRPCProvider } from '@/lib/trpc';
import { cssVariablesResolver, theme } from './theme';
import { NotificationsHost } from './notifications-host';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [trpcClient] = useState(() => createPortalTrpcClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
