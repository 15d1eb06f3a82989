import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { AuthContextProps } from 'react-oidc-context';
import type { ClientConfig } from '@labwise/domain';
import type * as OidcBridgeModule from './oidc-bridge';

/** What the app uses of the OIDC client's state and actions. */
export type Auth = Pick<
  AuthContextProps,
  'user' | 'isLoading' | 'isAuthenticated' | 'activeNavigator' | 'error' | 'signinRedirect' | 'signinSilent' | 'signoutRedirect' | 'removeUser'
>;

type BridgeModule = typeof OidcBridgeModule;
type Bridge = ComponentType<{ config: ClientConfig; onChange: (auth: Auth) => void }>;

/**
 * Whether this page load needs the OIDC client at once: a session or a sign-in in progress is
 * stored (oidc-client-ts keeps both under `oidc.` keys in sessionStorage), or the identity
 * provider has just redirected back with a code or an error.
 */
export function needsOidcClient(location: Pick<Location, 'pathname' | 'search'> = window.location, storage: Storage = window.sessionStorage): boolean {
  if (Object.keys(storage).some((key) => key.startsWith('oidc.'))) return true;
  const params = new URLSearchParams(location.search);
  return location.pathname === '/callback' || (params.has('state') && (params.has('code') || params.has('error')));
}

const AuthContext = createContext<Auth | null>(null);

/**
 * Sign-in state for the app. A first-time visitor is signed out without downloading the OIDC
 * client (about a fifth of the landing page's JavaScript); it loads when a stored session or a
 * callback needs it, or when the visitor starts to sign in (ADR 0044).
 */
export function AuthProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const [needed, setNeeded] = useState(needsOidcClient);
  const [bridge, setBridge] = useState<{ Component: Bridge } | null>(null);
  const loading = useRef<Promise<BridgeModule> | null>(null);
  const load = useCallback(() => {
    loading.current ??= import('./oidc-bridge').then((module) => {
      setBridge({ Component: module.OidcBridge });
      return module;
    });
    return loading.current;
  }, []);
  useEffect(() => {
    if (needed) void load();
  }, [needed, load]);

  // Until the client reports, a visitor with nothing stored is signed out; its actions load it.
  const signedOut = useMemo<Auth>(() => {
    const manager = async () => {
      setNeeded(true);
      return (await load()).userManagerFor(config);
    };
    return {
      user: null,
      isLoading: needed,
      isAuthenticated: false,
      activeNavigator: undefined,
      error: undefined,
      signinRedirect: async (args) => (await manager()).signinRedirect(args),
      signinSilent: async (args) => (await manager()).signinSilent(args),
      signoutRedirect: async (args) => (await manager()).signoutRedirect(args),
      removeUser: async () => (await manager()).removeUser(),
    };
  }, [config, load, needed]);
  const [reported, setReported] = useState<Auth | null>(null);

  return (
    <AuthContext.Provider value={reported ?? signedOut}>
      {bridge && <bridge.Component config={config} onChange={setReported} />}
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth is used outside the AuthProvider');
  return auth;
}
