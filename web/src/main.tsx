// Entry point: styles, providers, and the routes built from the route table.
// Only the guest screens' Mantine sheets: the signed-in layout loads its own (signed-in-styles.ts).
import './app/guest-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { PortalRoutes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
