import { useState } from 'react';
import { CONSENT_MESSAGES, patientConsentRequest, SEXES, type PatientRecord } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useGiveConsent } from '../api/give-consent';

const SEX_LABELS: Record<(typeof SEXES)[number], string> = { female: 'Female', male: 'Male', other: 'Other', unknown: 'Prefer not to say' };

/**
 * Onboarding, asked once: date of birth and sex at birth (the questionnaire's priors and the
 * reference ranges depend on them) and consent to processing health data.
 */
export function ConsentCard({ record }: { record: PatientRecord | undefined }) {
  const [dateOfBirth, setDateOfBirth] = useState(record?.date_of_birth ?? '');
  const [sex, setSex] = useState<string>(record?.sex && record.sex !== 'unknown' ? record.sex : '');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const give = useGiveConsent();

  const submit = () => {
    const parsed = patientConsentRequest.safeParse({ date_of_birth: dateOfBirth, sex: sex || undefined, consent: agreed });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? CONSENT_MESSAGES.consent);
    setProblem(null);
    give.mutate(parsed.data, { onError: (error) => setProblem(error.message) });
  };

  return (
    <Card className="border-primary">
      <CardHeader>
        <CardTitle>Before you start</CardTitle>
        <CardDescription>Labwise needs a few details once, and your agreement to process your health data.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="consent-dob">Date of birth</Label>
            <Input id="consent-dob" type="date" value={dateOfBirth} onChange={(e) => setDateOfBirth(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="consent-sex">Sex at birth</Label>
            <select id="consent-sex" className="h-10 rounded-md border border-input bg-background px-3 text-sm" value={sex} onChange={(e) => setSex(e.target.value)}>
              <option value="">Choose…</option>
              {SEXES.map((s) => (
                <option key={s} value={s}>
                  {SEX_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-start gap-3 text-sm sm:col-span-2">
            <input type="checkbox" className="mt-1 h-4 w-4" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <span>
              I agree that Labwise processes my health data (answers, orders and results) to give me insights and lab tests, that my doctor and the labs
              handling my orders see what they need, and that every access is recorded. I can withdraw by contacting support.
            </span>
          </label>
          {problem && (
            <Alert tone="error" className="sm:col-span-2">
              {problem}
            </Alert>
          )}
          <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={give.isPending}>
            {give.isPending ? 'Saving…' : 'Save and continue'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
