import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, emailRequest } from '@labwise/domain';
import { AuthCard, BackToSignIn } from '../../components/auth-card';
import { TextField } from '../../components/form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { requestPasswordReset } from '../../api/account/request-password-reset';

/** Forgot password: idle → loading → done; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const form = useForm({ resolver: zodResolver(emailRequest), defaultValues: { email: '' } });
  const [done, setDone] = useState(false);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setDone(true);
    } catch (e) {
      // Validation problems (a malformed address) are worth showing; anything else still ends in "done".
      if (e instanceof ApiRequestError && e.status === 400) form.setError('email', { type: 'server', message: e.message }, { shouldFocus: true });
      else setDone(true);
    }
  });

  return (
    <AuthCard title="Reset your password" description="Enter the e-mail of your account and we will send a reset link.">
      {done ? (
        <Alert tone="success">{AUTH_MESSAGES.resetRequested}</Alert>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
            <TextField<{ email: string }> name="email" id="email" label="Email" type="email" required autoComplete="email" />
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Sending...' : 'Send reset link'}
            </Button>
          </form>
        </FormProvider>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}
