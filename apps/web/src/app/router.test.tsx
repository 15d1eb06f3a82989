import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

function Boom(): never {
  throw new Error('The chart could not be drawn');
}

describe('fallback views', () => {
  it('shows the not-found page with a link home', async () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFound /> }], { initialEntries: ['/nowhere'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('shows the router error view with the error message', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('The chart could not be drawn')).toBeInTheDocument();
  });

  it('shows the status for a route error response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          // React Router's way to signal an HTTP error from a loader is to throw a Response.
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          throw new Response('', { status: 503, statusText: 'Service Unavailable' });
        },
        element: <p>never</p>,
        errorElement: <RouteError />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
