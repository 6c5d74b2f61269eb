// Entry point: styles, providers, and the router built from the route table.
// Only the guest screens' Mantine sheets: the signed-in layout loads the whole sheet itself.
import './app/guest-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setErrorNavigator } from './app/error-navigation';
import { AppProviders } from './app/providers';
import { createPortalRouter } from './app/router';

const router = createPortalRouter();
setErrorNavigator((to) => void router.navigate(to));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
