import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard, BackToSignIn } from '../../components/auth-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { resendVerification } from '../../api/account/resend-verification';

/** The check-your-email screen (brief §2) with a working "send a new link" action. */
export function VerificationNoticePage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const [error, setError] = useState('');

  const resend = async () => {
    if (!email) return;
    setState('sending');
    try {
      await resendVerification(email);
      setState('sent');
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'Could not send a new link. Please try again.');
      setState('error');
    }
  };

  return (
    <AuthCard title="Check your email">
      <div className="space-y-3 text-sm">
        <p>We sent a verification link to {email ? <strong>{email}</strong> : 'your e-mail address'}.</p>
        <p>If you don't see it within a few minutes, check your spam folder.</p>
        <p>You can request a new link from your account page.</p>
        <p>Still having trouble? Contact support at support@labwise.example.</p>
      </div>
      {state === 'sent' && <Alert tone="success">If the account needs verification, a new link has been sent.</Alert>}
      {state === 'error' && <Alert tone="error">{error}</Alert>}
      {email && (
        <Button variant="outline" onClick={() => void resend()} disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending...' : 'Send a new link'}
        </Button>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}
