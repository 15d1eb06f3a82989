import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { isRole, paths, ROLE_LABELS } from '@labwise/domain';
import { AuthCard } from '../../components/auth-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { lastRole, pendingRole } from '../../lib/pending-role';
import { useSession } from '../../lib/session';

export const LOGIN_FAILED = 'Authentication failed. Please try again.';

/** Role-specific sign-in: one button to continue with the identity provider (brief §2). */
export function LoginPage() {
  const auth = useAuth();
  const session = useSession();
  const [params] = useSearchParams();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  const queryRole = params.get('role');
  const role = isRole(queryRole) ? queryRole : (pendingRole.get() ?? lastRole.get());
  const error = params.get('error');

  if (session.status === 'loading') return <Spinner label="Loading" className="min-h-screen" />;
  if (session.status === 'authenticated') return <Navigate to={paths.dashboard} replace />;
  if (!role) return <Navigate to={paths.roleSelection} replace />;

  const signIn = async () => {
    setStarting(true);
    setFailed(false);
    pendingRole.set(role);
    try {
      // A sign-in started with a chosen role returns to the dashboard (brief §6).
      await auth.signinRedirect({ state: { returnTo: paths.dashboard } });
    } catch {
      setFailed(true);
      setStarting(false);
    }
  };

  return (
    <AuthCard title={`Sign in as ${ROLE_LABELS[role]}`} description="You will continue on the Labwise sign-in page.">
      {(error || failed) && (
        <Alert tone="error">
          {LOGIN_FAILED}
          {error && error !== LOGIN_FAILED ? ` (${error})` : ''}
        </Alert>
      )}
      <Button size="lg" onClick={() => void signIn()} disabled={starting}>
        {starting ? 'Redirecting…' : 'Continue to sign in'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link className="text-primary hover:underline" to={paths.forgotPassword}>
          Forgot password?
        </Link>
        <Link className="text-primary hover:underline" to={paths.signupRole(role)}>
          Create an account
        </Link>
      </div>
      <Link className="text-sm text-muted-foreground hover:underline" to={paths.roleSelection}>
        Not a {ROLE_LABELS[role]}? Choose another role
      </Link>
    </AuthCard>
  );
}
