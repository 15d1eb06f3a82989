import { useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from './config';
import { AuthProvider, needsOidcClient, useAuth, type Auth } from './auth-context';

const bridgeLoaded = vi.fn();
const signinRedirect = vi.fn<Auth['signinRedirect']>();
vi.mock('./oidc-bridge', () => {
  bridgeLoaded();
  return {
    userManagerFor: () => ({ signinRedirect }),
    OidcBridge: ({ onChange }: { onChange: (auth: Partial<Auth>) => void }) => {
      useEffect(() => onChange({ isLoading: false, isAuthenticated: true, user: { profile: { sub: 'u1' } } as Auth['user'] }), [onChange]);
      return null;
    },
  };
});

function Probe() {
  const auth = useAuth();
  return (
    <>
      <p>{auth.isLoading ? 'loading' : auth.isAuthenticated ? 'signed in' : 'signed out'}</p>
      <button type="button" onClick={() => void auth.signinRedirect({ state: 'x' })}>
        Sign in
      </button>
    </>
  );
}

const renderProvider = () =>
  render(
    <AuthProvider config={defaultConfig('http://localhost:3000')}>
      <Probe />
    </AuthProvider>,
  );

describe('needsOidcClient', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it('is needed for a stored session or sign-in, and on the way back from the identity provider', () => {
    const storage = window.sessionStorage;
    expect(needsOidcClient(at('/'), storage)).toBe(false);
    expect(needsOidcClient(at('/callback'), storage)).toBe(true);
    expect(needsOidcClient(at('/login', '?state=abc&code=123'), storage)).toBe(true);
    expect(needsOidcClient(at('/login', '?state=abc&error=access_denied'), storage)).toBe(true);
    expect(needsOidcClient(at('/catalog', '?state=open'), storage)).toBe(false);
    storage.setItem('oidc.user:issuer:client', '{}');
    expect(needsOidcClient(at('/'), storage)).toBe(true);
  });
});

describe('AuthProvider', () => {
  it('shows a first-time visitor signed out without loading the OIDC client', async () => {
    renderProvider();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bridgeLoaded).not.toHaveBeenCalled();
  });

  it('loads the client when the visitor signs in, and hands it the arguments', async () => {
    renderProvider();
    screen.getByRole('button', { name: 'Sign in' }).click();
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith({ state: 'x' }));
  });

  it('waits for the client when a session is stored, then reports it', async () => {
    sessionStorage.setItem('oidc.user:issuer:client', '{}');
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in')).toBeInTheDocument();
  });
});
