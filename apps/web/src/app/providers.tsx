import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ToasterProps } from 'sonner';
import type { ClientConfig } from '@labwise/domain';
import { configureApiClient } from '../lib/api-client';
import { AuthProvider } from '../lib/auth-context';
import { ConfigProvider } from '../lib/config-context';
import { GivenQueryClient } from '../lib/query-client-context';
import { ThemeProvider, useTheme } from '../lib/theme';
import { loadSonner } from '../lib/toast';
import { OriginNotice } from './components/origin-notice';

// Loaded after the first render rather than with it: no page shows a toast on its first paint,
// and toasts raised before then wait for it (lib/toast.ts). If its code cannot be fetched the app
// goes on without toasts (the next toast tries the download again) rather than failing whole.
const NoToaster: ComponentType<ToasterProps> = () => null;
const Toaster = lazy(() =>
  loadSonner().then(
    (m): { default: ComponentType<ToasterProps> } => ({ default: m.Toaster }),
    () => ({ default: NoToaster }),
  ),
);

/**
 * Toasts sit where they cover nothing one needs: bottom right on a desktop, along the bottom on a
 * phone (sonner spans the width below 600 px), never over the header and its navigation; and
 * they go after 3 s.
 */
export const TOASTER_PROPS = { position: 'bottom-right', duration: 3000, visibleToasts: 3 } as const;

function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolved} richColors closeButton {...TOASTER_PROPS} />
    </Suspense>
  );
}

/**
 * config → API client → sign-in → theme → toasts → (the router, as children). The data layer
 * (TanStack Query) sits in the router, around every page but the landing page
 * (app/layouts/data-layout.tsx), so a first visit paints without downloading it.
 * The tooltip provider sits in the dashboard shell instead: public pages have no tooltips and
 * should not download the positioning code.
 */
export function Providers({
  config,
  queryClient: givenQueryClient,
  children,
}: {
  config: ClientConfig;
  /** Tests pass a client without retries; the app uses the brief's defaults (lib/query-client.ts). */
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  useMemo(() => configureApiClient(config), [config]);
  return (
    <ConfigProvider config={config}>
      <AuthProvider config={config}>
        <GivenQueryClient.Provider value={givenQueryClient ?? null}>
          <ThemeProvider>
            <OriginNotice />
            {children}
            <ThemedToaster />
          </ThemeProvider>
        </GivenQueryClient.Provider>
      </AuthProvider>
    </ConfigProvider>
  );
}
