import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, paths } from '@labwise/domain';
import { AuthCard } from '../../components/auth-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-client';
import { requestPasswordReset } from '../../api/account/request-password-reset';

/** Forgot password: idle → loading → done; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('loading');
    setError('');
    try {
      await requestPasswordReset(email);
      setState('done');
    } catch (e) {
      // Validation problems (a malformed address) are worth showing; anything else still ends in "done".
      if (e instanceof ApiRequestError && e.status === 400) {
        setError(e.message);
        setState('idle');
      } else {
        setState('done');
      }
    }
  };

  return (
    <AuthCard title="Reset your password" description="Enter the e-mail of your account and we will send a reset link.">
      {state === 'done' ? (
        <Alert tone="success">{AUTH_MESSAGES.resetRequested}</Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
          <Label htmlFor="email">Email</Label>
          <Input
            id="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" disabled={state === 'loading'}>
            {state === 'loading' ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Link className="text-sm text-primary hover:underline" to={paths.login}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
