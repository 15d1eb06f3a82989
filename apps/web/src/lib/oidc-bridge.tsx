import { useEffect } from 'react';
import { AuthProvider, useAuth } from 'react-oidc-context';
import type { ClientConfig } from '@labwise/domain';
import type { Auth } from './auth-context';
import { userManagerFor } from './oidc-manager';

export { userManagerFor };

function Report({ onChange }: { onChange: (auth: Auth) => void }) {
  const auth = useAuth();
  useEffect(() => onChange(auth), [auth, onChange]);
  return null;
}

/**
 * The OIDC client's provider, mounted beside the app rather than around it: it reports its state
 * up, so loading it late never remounts the page the user is on.
 */
export function OidcBridge({ config, onChange }: { config: ClientConfig; onChange: (auth: Auth) => void }) {
  return (
    <AuthProvider
      userManager={userManagerFor(config)}
      onSigninCallback={() => window.history.replaceState({}, document.title, window.location.pathname)}
    >
      <Report onChange={onChange} />
    </AuthProvider>
  );
}
