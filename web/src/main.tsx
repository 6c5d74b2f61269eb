// Entry point: styles, providers, and the routes built from the route table.
// Only the guest screens' Mantine sheets: the signed-in layout loads its own (signed-in-styles.ts).
import './app/guest-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { PortalRoutes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task a phone's input waits behind (decision 020, round 2).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
