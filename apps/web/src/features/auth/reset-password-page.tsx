import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@labwise/domain';
import { AuthCard } from '../../components/auth-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-client';
import { resetPassword } from '../../api/account/reset-password';

export const RESET_REDIRECT_MS = 1500;

/** Reset password: idle → loading → done (then /login after 1.5 s), back to idle on error. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return setError('Missing token');
    if (!password || password !== confirm) return setError('Passwords do not match');
    setError('');
    setState('loading');
    try {
      await resetPassword(token, password);
      setState('done');
      setTimeout(() => void navigate(paths.login), RESET_REDIRECT_MS);
    } catch (e) {
      setError(e instanceof ApiRequestError && e.message ? e.message : 'Reset failed');
      setState('idle');
    }
  };

  return (
    <AuthCard title="Choose a new password" description="At least 10 characters. A few unrelated words make a strong password.">
      {!token && <Alert tone="error">Missing token</Alert>}
      {state === 'done' ? (
        <Alert tone="success">Password changed successfully. Redirecting…</Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
          <Label htmlFor="password">New password</Label>
          <Input id="password" type="password" required autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Label htmlFor="confirm">Confirm password</Label>
          <Input id="confirm" type="password" required autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          {error && token && <Alert tone="error">{error}</Alert>}
          <Button type="submit" disabled={state === 'loading' || !token}>
            {state === 'loading' ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
      <Link className="text-sm text-primary hover:underline" to={paths.login}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
