import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrandTheme } from '../../features/admin/branding/brand-theme';
import { createQueryClient } from '../../lib/query-client';
import { GivenQueryClient } from '../../lib/query-client-context';

/** One client for the whole visit: the landing page's brand colour and every later page share its cache. */
const appQueryClient = createQueryClient();

function DataProvider({ children }: { children: ReactNode }) {
  const client = useContext(GivenQueryClient) ?? appQueryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * The data layer (TanStack Query) around every page that reads the API, with the administrator's
 * brand colour. The landing page reads nothing and paints without it.
 */
export function DataLayout() {
  return (
    <DataProvider>
      <BrandTheme />
      <Outlet />
    </DataProvider>
  );
}

/** The brand colour alone, for the landing page: loaded after the page itself has painted. */
export function LandingBrandTheme() {
  return (
    <DataProvider>
      <BrandTheme />
    </DataProvider>
  );
}
