import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { loadConfig } from './lib/config';

const root = createRoot(document.getElementById('root')!);

// The configuration decides the identity provider, so it is read before anything renders.
void loadConfig().then((config) => {
  root.render(
    <StrictMode>
      <Providers config={config}>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
});
