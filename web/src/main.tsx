// Entry point: Mantine's core sheet whole, as Mantine documents it (so no component renders unstyled
// for a forgotten import), providers and the routes. The dates and notifications packages load after
// the first screen, and their sheets with them, after this one (decision 056).
import '@mantine/core/styles.css';
import './app/touch-targets.css';
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
