// App-wide providers: Mantine (theme, notifications). TanStack Query and tRPC's React bindings
// are the signed-in area's (signed-in-root.tsx): the guest screens call the server without them.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';
import { NotificationsHost } from './notifications-host';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
