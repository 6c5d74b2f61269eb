// Entry point: Mantine's global styles and the sheets of the components other components are built
// on (Mantine's "CSS files list" page, in its order; those only signed-in screens need come with the
// signed-in layout), providers and the routes. Each module imports the sheets of the Mantine
// components it uses itself, so a page loads only its own.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
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
