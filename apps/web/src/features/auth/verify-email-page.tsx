import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@labwise/domain';
import { AuthCard } from '../../components/auth-card';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api-client';
import { verifyEmail } from '../../api/account/verify-email';

export const VERIFY_REDIRECT_MS = 2000;

type State = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string };

/** `/auth/verify-email?token=…`: idle → loading → success (then /login after 2 s) or error. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    // One request per token, even when React runs effects twice in development.
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token)
      .then(() => {
        setState({ kind: 'success' });
        setTimeout(() => void navigate(paths.login), VERIFY_REDIRECT_MS);
      })
      .catch((error: unknown) => {
        setState({ kind: 'error', message: error instanceof ApiRequestError && error.message ? error.message : 'Verification failed' });
      });
  }, [token, navigate]);

  return (
    <AuthCard title="Verify your email">
      {!token ? (
        <Alert tone="error">Missing verification token</Alert>
      ) : state.kind === 'loading' ? (
        <Spinner label="Verifying..." />
      ) : state.kind === 'success' ? (
        <Alert tone="success">Email verified successfully. Redirecting to login...</Alert>
      ) : (
        <Alert tone="error">{state.message}</Alert>
      )}
      <Link className="text-sm text-primary hover:underline" to={paths.login}>
        Go to sign in
      </Link>
    </AuthCard>
  );
}
