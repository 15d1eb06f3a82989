import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { toast } from '../../lib/toast';
import { paths, ROLE_LABELS } from '@labwise/domain';
import { AuthCard } from '../../components/auth-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { pendingRole } from '../../lib/pending-role';
import { sleep } from '../../lib/utils';
import { assignRole } from '../../api/account/assign-role';

export const ROLE_PROPAGATION_MS = 2000;

/**
 * The provider's return address (brief §2, §4): on success assign the pending role once, wait for
 * it to propagate, refresh the token without cache, then go on; the pending role is removed
 * whether assignment succeeds or fails.
 */
export function CallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (auth.isLoading || auth.error || handled.current) return;
    handled.current = true;
    if (!auth.isAuthenticated) {
      void navigate(paths.login, { replace: true });
      return;
    }
    const returnTo = (auth.user?.state as { returnTo?: string } | undefined)?.returnTo ?? paths.dashboard;
    const role = pendingRole.get();
    void (async () => {
      if (role) {
        try {
          const account = await assignRole(role);
          // A card is a hint for new accounts only: an existing account keeps its role and is told how to ask for another.
          if (account.role !== role && account.requestedRole !== role) {
            toast.info(`You are signed in as ${ROLE_LABELS[account.role]}. To work as ${ROLE_LABELS[role]}, use Request another role on your account page.`, {
              // Long enough to read and act on (toasts are short by default).
              duration: 10_000,
              action: { label: 'My account', onClick: () => void navigate(paths.account) },
            });
          }
          await sleep(ROLE_PROPAGATION_MS);
          await auth.signinSilent().catch((error: unknown) => console.warn('Token refresh after role assignment failed', error));
        } catch (error) {
          console.warn('Role assignment failed', error);
        } finally {
          pendingRole.clear();
        }
      }
      await navigate(returnTo.startsWith('/') ? returnTo : paths.dashboard, { replace: true });
    })();
  }, [auth, navigate]);

  if (auth.error) {
    const message = auth.error.message || 'Authentication failed. Please try again.';
    return (
      <AuthCard title="Authentication Error">
        <Alert tone="error">{message}</Alert>
        <Button onClick={() => void navigate(`${paths.login}?error=${encodeURIComponent(message)}`, { replace: true })}>
          Return to Login
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Completing Sign In">
      <Spinner label="Completing Sign In" />
    </AuthCard>
  );
}
