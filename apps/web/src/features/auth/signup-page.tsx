import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { parseSignupRole, paths, ROLE_LABELS, roleNeedsApproval } from '@labwise/domain';
import { AuthCard } from '../../components/auth-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { pendingRole } from '../../lib/pending-role';
import { LOGIN_FAILED } from './login-page';

/**
 * `/signup`, `/signup/{role}` and `?role=` (default patient): sends the visitor to the provider's
 * sign-up page with the chosen role kept as the pending role.
 */
export function SignupPage() {
  const auth = useAuth();
  const params = useParams();
  const [search] = useSearchParams();
  const role = parseSignupRole(params.role ?? search.get('role'));
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  const signUp = async () => {
    setStarting(true);
    setFailed(false);
    pendingRole.set(role);
    try {
      await auth.signinRedirect({ extraQueryParams: { screen_hint: 'signup' }, state: { returnTo: paths.dashboard } });
    } catch {
      setFailed(true);
      setStarting(false);
    }
  };

  return (
    <AuthCard
      title={`Create your ${ROLE_LABELS[role]} account`}
      description={
        roleNeedsApproval(role)
          ? `Sign up with your e-mail address. An administrator approves ${ROLE_LABELS[role]} accounts before they can be used.`
          : 'Sign up with your e-mail address; we will send a link to verify it.'
      }
    >
      {failed && <Alert tone="error">{LOGIN_FAILED}</Alert>}
      <Button size="lg" onClick={() => void signUp()} disabled={starting}>
        {starting ? 'Redirecting…' : 'Sign up'}
      </Button>
      <p className="text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link className="font-medium text-primary underline underline-offset-4" to={`${paths.login}?role=${role}`}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
