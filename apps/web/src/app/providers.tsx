import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from 'react-oidc-context';
import { Toaster } from 'sonner';
import type { ClientConfig } from '@labwise/domain';
import { configureApiClient } from '../lib/api-client';
import { createUserManager } from '../lib/auth';
import { ConfigProvider } from '../lib/config-context';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider, useTheme } from '../lib/theme';

function ThemedToaster() {
  const { resolved } = useTheme();
  return <Toaster theme={resolved} position="top-center" richColors closeButton />;
}

/**
 * config → API client → sign-in → data → theme → toasts → (the router, as children).
 * The tooltip provider sits in the dashboard shell instead: public pages have no tooltips and
 * should not download the positioning code.
 */
export function Providers({
  config,
  queryClient: givenQueryClient,
  children,
}: {
  config: ClientConfig;
  /** Tests pass a client without retries; the app uses the brief's defaults. */
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const userManager = useMemo(() => {
    configureApiClient(config);
    return createUserManager(config);
  }, [config]);
  const queryClient = useMemo(() => givenQueryClient ?? createQueryClient(), [givenQueryClient]);
  return (
    <ConfigProvider config={config}>
      <AuthProvider
        userManager={userManager}
        onSigninCallback={() => window.history.replaceState({}, document.title, window.location.pathname)}
      >
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            {children}
            <ThemedToaster />
          </ThemeProvider>
        </QueryClientProvider>
      </AuthProvider>
    </ConfigProvider>
  );
}
