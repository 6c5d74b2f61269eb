// Entry point: Mantine's styles as Mantine documents them (core first, then the packages built on
// it; one sheet each, so no component renders unstyled for a forgotten import), providers and the routes.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/touch-targets.css';
import './app/notifications.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// In a transition React renders the first view in slices of a few milliseconds, yielding to the
// browser between them, rather than in one long task that a phone's first tap waits behind (decision 038).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
