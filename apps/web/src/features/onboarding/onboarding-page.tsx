import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { ONBOARDING_CONSENT, ONBOARDING_MESSAGES, patientConsentRequest, paths, SEXES, type Sex } from '@labwise/domain';
import { AuthCard } from '../../components/auth-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { accountCan } from '../../lib/can';
import { useSession } from '../../lib/session';
import { cn } from '../../lib/utils';
import { useGiveConsent } from '../../api/patients/give-consent';
import { myPatientQuery } from '../../api/patients/my-patient';
import { needsOnboarding } from './needs-onboarding';

const SEX_LABELS: Record<Sex, string> = { female: 'Female', male: 'Male', other: 'Other', unknown: 'Prefer not to say' };
type Field = 'dateOfBirth' | 'sex' | 'consent';

/** Where to go afterwards: the page the guard was asked for (same-origin paths only), else the dashboard. */
function nextPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.onboarding) ? from : paths.dashboard;
}

/**
 * Route /onboarding: asked once, before the dashboard, of a patient whose record is missing or lacks
 * consent or a date of birth. Date of birth and sex at birth (reference ranges and the questionnaire
 * depend on them) and consent to the processing of health data, with the consent text's version.
 */
export function OnboardingPage() {
  const session = useSession();
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const isPatient = session.status === 'authenticated' && accountCan(session.user, 'consent:patient-record:own');
  const record = useQuery({ ...myPatientQuery(), enabled: isPatient, retry: false });
  const give = useGiveConsent();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [sex, setSex] = useState<Sex | ''>('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const next = nextPath(location.state);

  if (session.status === 'loading') return <Spinner label="Loading" className="min-h-screen" />;
  if (session.status === 'unauthenticated') return <Navigate to={paths.login} replace />;
  if (!isPatient) return <Navigate to={paths.dashboard} replace />;
  if (record.isPending) return <Spinner label="Loading" className="min-h-screen" />;
  // No record (null) is not an error here: the form below creates it.
  if (record.isError) {
    return (
      <AuthCard title="Before you start">
        <Alert tone="error">Your details could not be loaded. {record.error.message}</Alert>
        <Button onClick={() => void record.refetch()}>Try again</Button>
      </AuthCard>
    );
  }
  if (record.isSuccess && !needsOnboarding(record.data) && !give.isPending) return <Navigate to={next} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found: Partial<Record<Field, string>> = {};
    if (!dateOfBirth) found.dateOfBirth = ONBOARDING_MESSAGES.dateOfBirth;
    if (!sex) found.sex = ONBOARDING_MESSAGES.sex;
    const parsed = patientConsentRequest.safeParse({ date_of_birth: dateOfBirth, sex: sex || undefined, consent: agreed });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field: Field = issue.path[0] === 'date_of_birth' ? 'dateOfBirth' : issue.path[0] === 'sex' ? 'sex' : 'consent';
        found[field] ??= issue.message;
      }
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length) return;
    give.mutate(parsed.data, {
      onSuccess: () => void navigate(next, { replace: true }),
      onError: (error) => setProblem(error.message),
    });
  };

  const describedBy = (field: Field, extra?: string) => [errors[field] ? `onboarding-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;
  const errorText = (field: Field) =>
    errors[field] && (
      <p id={`onboarding-${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    );

  return (
    <AuthCard title="Before you start" description="A few details, once, and your agreement to how Labwise handles your health data.">
      <form className="flex flex-col gap-5" noValidate onSubmit={onSubmit} aria-label="Before you start">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="onboarding-dob">Date of birth</Label>
          <Input
            id="onboarding-dob"
            type="date"
            required
            max={new Date().toISOString().slice(0, 10)}
            value={dateOfBirth}
            aria-invalid={errors.dateOfBirth ? true : undefined}
            aria-describedby={describedBy('dateOfBirth')}
            onChange={(e) => setDateOfBirth(e.target.value)}
          />
          {errorText('dateOfBirth')}
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={describedBy('sex', 'onboarding-sex-hint')}>
          <legend className="text-sm font-medium">Sex at birth</legend>
          <p id="onboarding-sex-hint" className="text-xs text-muted-foreground">
            Reference ranges for many tests differ by sex at birth.
          </p>
          <div className="grid grid-cols-2 gap-2">
            {SEXES.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                  sex === value ? 'border-primary bg-accent font-medium' : 'border-border',
                )}
              >
                <input type="radio" name="sex" value={value} checked={sex === value} onChange={() => setSex(value)} className="accent-[var(--primary)]" />
                {SEX_LABELS[value]}
              </label>
            ))}
          </div>
          {errorText('sex')}
        </fieldset>
        <section aria-labelledby="consent-title" className="flex flex-col gap-2 rounded-lg border border-border bg-muted/50 p-4 text-sm">
          <h2 id="consent-title" className="font-semibold">
            {ONBOARDING_CONSENT.title}
          </h2>
          {ONBOARDING_CONSENT.paragraphs.map((text) => (
            <p key={text} className="text-muted-foreground">
              {text}
            </p>
          ))}
          <p className="text-xs text-muted-foreground">Version {ONBOARDING_CONSENT.version}</p>
          <label className="mt-1 flex items-start gap-2 font-medium">
            <input
              type="checkbox"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describedBy('consent')}
              className="mt-0.5 h-4 w-4 accent-[var(--primary)]"
            />
            {ONBOARDING_CONSENT.agreement}
          </label>
          {errorText('consent')}
        </section>
        {problem && <Alert tone="error">{problem}</Alert>}
        <Button type="submit" size="lg" disabled={give.isPending}>
          {give.isPending ? 'Saving…' : 'Continue'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => void auth.signoutRedirect()}>
          Log out
        </Button>
      </form>
    </AuthCard>
  );
}
