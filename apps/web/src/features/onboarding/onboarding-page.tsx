import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import {
  ONBOARDING_CONSENT,
  ONBOARDING_MESSAGES,
  patientConsentRequest,
  paths,
  SEXES,
  type PatientConsentRequest,
  type Sex,
} from '@labwise/domain';
import { localIsoDate } from '../../lib/format';
import { AuthCard } from '../../components/auth-card';
import { bodyResolver, controlProps, FieldError, FormAlert, FormField } from '../../components/form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { accountCan } from '../../lib/can';
import { useSession } from '../../lib/session';
import { cn } from '../../lib/utils';
import { useGiveConsent } from '../../api/patients/give-consent';
import { myPatientQuery } from '../../api/patients/my-patient';
import { needsOnboarding } from './needs-onboarding';

const SEX_LABELS: Record<Sex, string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  unknown: 'Prefer not to say',
};
type Values = { date_of_birth: string; sex: Sex | ''; consent: boolean };

/** A blank date or sex is asked for in the onboarding's own words; the consent schema checks the rest. */
const resolver = bodyResolver(
  patientConsentRequest,
  (v: Values) => ({ date_of_birth: v.date_of_birth, sex: v.sex || undefined, consent: v.consent }),
  undefined,
  (v: Values) => ({
    ...(v.date_of_birth ? {} : { date_of_birth: ONBOARDING_MESSAGES.dateOfBirth }),
    ...(v.sex ? {} : { sex: ONBOARDING_MESSAGES.sex }),
  }),
);

/** Where to go afterwards: the page the guard was asked for (same-origin paths only), else the dashboard. */
function nextPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith(paths.onboarding)
    ? from
    : paths.dashboard;
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
  const isPatient =
    session.status === 'authenticated' && accountCan(session.user, 'consent:patient-record:own');
  const record = useQuery({ ...myPatientQuery(), enabled: isPatient, retry: false });
  const give = useGiveConsent();
  const form = useForm<Values, unknown, PatientConsentRequest>({
    resolver,
    defaultValues: { date_of_birth: '', sex: '', consent: false },
  });
  const sex = useWatch({ control: form.control, name: 'sex' });
  const { errors } = form.formState;
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
  if (record.isSuccess && !needsOnboarding(record.data) && !give.isPending)
    return <Navigate to={next} replace />;

  const onSubmit = form.handleSubmit((body) => {
    setProblem(null);
    give.mutate(body, {
      onSuccess: () => void navigate(next, { replace: true }),
      onError: (error) => setProblem(error.message),
    });
  });

  return (
    <AuthCard
      title="Before you start"
      description="A few details, once, and your agreement to how Labwise handles your health data."
    >
      <FormProvider {...form}>
        <form
          className="flex flex-col gap-5"
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          aria-label="Before you start"
        >
          {/* Registered here, before the radios below, so a failed check focuses the fields in page order. */}
          <FormField id="onboarding-dob" label="Date of birth" error={errors.date_of_birth?.message}>
            <Input
              type="date"
              required
              max={localIsoDate()}
              {...form.register('date_of_birth')}
              {...controlProps('onboarding-dob', errors.date_of_birth?.message)}
            />
          </FormField>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={[errors.sex ? 'onboarding-sex-error' : null, 'onboarding-sex-hint']
              .filter(Boolean)
              .join(' ')}
          >
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
                  <input
                    type="radio"
                    {...form.register('sex')}
                    value={value}
                    className="accent-[var(--primary)]"
                  />
                  {SEX_LABELS[value]}
                </label>
              ))}
            </div>
            <FieldError id="onboarding-sex" message={errors.sex?.message} />
          </fieldset>
          <section
            aria-labelledby="consent-title"
            className="flex flex-col gap-2 rounded-lg border border-border bg-muted/50 p-4 text-sm"
          >
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
                {...form.register('consent')}
                {...controlProps('onboarding-consent', errors.consent?.message)}
                className="mt-0.5 h-4 w-4 accent-[var(--primary)]"
              />
              {ONBOARDING_CONSENT.agreement}
            </label>
            <FieldError id="onboarding-consent" message={errors.consent?.message} />
          </section>
          <FormAlert message={problem} />
          <Button type="submit" size="lg" disabled={give.isPending}>
            {give.isPending ? 'Saving…' : 'Continue'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void auth.signoutRedirect()}>
            Log out
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
