import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths, protectedRoutes } from '@labwise/domain';
import { renderRoute } from '../../test/render-route';
import { notFound, ok } from '../../test/signed-in';
import { NotFound } from './not-found';
import { RouteError } from './route-error';
import { routes } from './router';

function Boom(): never {
  throw new Error('The chart could not be drawn');
}

/** The deepest route a path lands on, or '*' when only the catch-all takes it. */
const landsOn = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path ?? '(index)';

describe('route table', () => {
  it('has a route for every public path of the brief', () => {
    const publicPaths = [
      paths.home,
      paths.roleSelection,
      paths.login,
      paths.signup,
      paths.signupRole('doctor'),
      paths.callback,
      paths.register,
      paths.verificationNotice,
      paths.verifyEmail,
      paths.forgotPassword,
      paths.resetPassword,
    ];
    for (const path of publicPaths) expect(landsOn(path), path).not.toBe('*');
  });

  it('has a route for every protected path, including the detail screens', () => {
    for (const { path } of protectedRoutes) {
      const concrete = path.replace(':id', '7f0c');
      expect(landsOn(concrete), concrete).not.toBe('*');
    }
  });

  it('sends anything else to the catch-all', () => {
    expect(landsOn('/nowhere')).toBe('*');
    expect(landsOn('/dashboard/unknown/page')).toBe('*');
  });
});

describe('fallback views', () => {
  it('shows the not-found page with a link home for an unknown path', async () => {
    renderRoute('/definitely/not/here');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('shows the router error view with the error message and a link home', async () => {
    // React logs the thrown error; that noise is the expected path here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('The chart could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    quiet.mockRestore();
    warn.mockRestore();
  });

  it('shows the status and status text for a route error response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          // React Router's way to signal an HTTP error from a loader is to throw a Response.
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          throw new Response('', { status: 503, statusText: 'Service Unavailable' });
        },
        element: <p>never</p>,
        HydrateFallback: () => null,
        errorElement: <RouteError />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('uses the NotFound view as the catch-all element', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFound /> }], { initialEntries: ['/x'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });
});

describe('landing page', () => {
  it('shows the brand, the four promises and Sign In when signed out', async () => {
    renderRoute(paths.home);
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Labwise/ })).toHaveAttribute('href', '/');
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', paths.login);
    for (const promise of [
      'AI-powered test recommendations',
      'Seamless workflow',
      'HIPAA-compliant security with end-to-end encryption',
      'Direct lab integration',
    ]) {
      expect(screen.getByRole('heading', { name: promise })).toBeInTheDocument();
    }
  });

  it('Get Started leads to the role selection', async () => {
    const app = renderRoute(paths.home);
    await app.user.click(await screen.findByRole('link', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { name: 'How will you use Labwise?' })).toBeInTheDocument();
    expect(app.location().pathname).toBe(paths.roleSelection);
  });

  it('Start Free Trial leads to the login', async () => {
    localStorage.setItem('pending_role', 'doctor');
    const app = renderRoute(paths.home);
    const trial = await screen.findByRole('link', { name: 'Start Free Trial' });
    expect(trial).toHaveAttribute('href', paths.login);
    await app.user.click(trial);
    expect(await screen.findByText('Sign in as Healthcare Provider')).toBeInTheDocument();
    expect(app.location().pathname).toBe(paths.login);
  });

  it('shows the administrator’s brand colour, which arrives with the data layer after the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        Promise.resolve(
          new URL(input, 'http://localhost:3000').pathname === '/api/v1/settings/public'
            ? ok({ primaryColor: 'teal' })
            : notFound(),
        ),
      ),
    );
    try {
      renderRoute(paths.home);
      expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
      await waitFor(() => expect(document.querySelector('style[data-brand="teal"]')).not.toBeNull());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is the only page outside the data layer', () => {
    const dataLayer = routes[0]!.children!.find((route) => route.path === undefined && route.lazy && route.children?.some((child) => child.path === paths.login));
    const outside = (routes[0]!.children ?? []).filter((route) => route !== dataLayer);
    const pathsOutside = outside.flatMap(function pathsOf(route): string[] {
      return [...(route.path ? [route.path] : []), ...(route.children ?? []).flatMap(pathsOf)];
    });
    expect(pathsOutside.sort()).toEqual(['*', paths.home].sort());
  });

  it('has a theme dialog offering Light and Dark', async () => {
    const app = renderRoute(paths.home);
    await app.user.click(await screen.findByRole('button', { name: 'Theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Theme' });
    expect(within(dialog).getByRole('button', { name: /Light/ })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: /Dark/ }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The dialog's code loads on demand; closing it still gives the focus back to its button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Theme' })).toHaveFocus());
  });
});

describe('role selection', () => {
  it('shows the four role cards and a Back to home link', async () => {
    renderRoute(paths.roleSelection);
    for (const label of ['Patient', 'Healthcare Provider', 'Laboratory', 'Administrator']) {
      expect(await screen.findByRole('button', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('keeps the chosen role as the pending role and carries it to the login', async () => {
    const app = renderRoute(paths.roleSelection);
    await app.user.click(await screen.findByRole('button', { name: /^Laboratory/ }));
    expect(localStorage.getItem('pending_role')).toBe('lab_technician');
    expect(app.location()).toMatchObject({ pathname: paths.login, search: '?role=lab_technician' });
    expect(await screen.findByText('Sign in as Laboratory')).toBeInTheDocument();
  });
});

describe('dashboard guard', () => {
  it('sends an anonymous visitor of a dashboard route to /login', async () => {
    localStorage.setItem('pending_role', 'patient');
    const app = renderRoute(paths.catalog);
    expect(await screen.findByText('Sign in as Patient')).toBeInTheDocument();
    expect(app.location().pathname).toBe(paths.login);
  });
});
