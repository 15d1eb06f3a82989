import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { newPasswordForm, paths, type NewPasswordForm } from '@labwise/domain';
import { AuthCard, BackToSignIn } from '../../components/auth-card';
import { applyServerErrors, FormAlert, TextField } from '../../components/form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { resetPassword } from '../../api/account/reset-password';

export const RESET_REDIRECT_MS = 1500;

/** Reset password: idle → loading → done (then /login after 1.5 s), back to idle on error. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirm: '' } });
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setProblem(null);
    try {
      await resetPassword(token, password);
      setDone(true);
      setTimeout(() => void navigate(paths.login), RESET_REDIRECT_MS);
    } catch (e) {
      // Server detail beside the field it names, else above the button; 'Reset failed' when it gave none.
      const message = e instanceof ApiRequestError ? applyServerErrors(e, form.setError, ['password']) : '';
      setProblem(message === null ? null : message || 'Reset failed');
    }
  });

  return (
    <AuthCard title="Choose a new password" description="At least 10 characters. A few unrelated words make a strong password.">
      {!token && <Alert tone="error">Missing token</Alert>}
      {done ? (
        <Alert tone="success">Password changed successfully. Redirecting…</Alert>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
            <TextField<NewPasswordForm> name="password" id="password" label="New password" type="password" required autoComplete="new-password" />
            <TextField<NewPasswordForm> name="confirm" id="confirm" label="Confirm password" type="password" required autoComplete="new-password" />
            {token && <FormAlert message={problem} />}
            <Button type="submit" disabled={form.formState.isSubmitting || !token}>
              {form.formState.isSubmitting ? 'Saving…' : 'Save new password'}
            </Button>
          </form>
        </FormProvider>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}
