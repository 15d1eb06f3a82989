import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ClientConfig } from '@labwise/domain';
import { Providers } from '../src/app/providers';
import { routes } from '../src/app/router';
import { defaultConfig } from '../src/lib/config';

/** Renders the real route table and providers at `path`, as the app does, in memory. */
export function renderRoute(path: string, config: Partial<ClientConfig> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <Providers config={{ ...defaultConfig('http://localhost:3000'), ...config }} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user, location: () => router.state.location };
}
