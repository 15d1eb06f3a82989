import { useState, type FormEvent, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { PATIENT_DASHBOARD_MESSAGES, patientProfileUpdate, SEX_LABELS, SEXES, type PatientRecord } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdatePatient } from '../../../api/patients/update-patient';

type Field = 'full_name' | 'phone' | 'date_of_birth' | 'sex';
type Values = Record<Field, string>;

const valuesOf = (record: PatientRecord): Values => ({
  full_name: record.full_name,
  phone: record.phone ?? '',
  date_of_birth: record.date_of_birth ?? '',
  sex: record.sex,
});

/** Only what changed goes to the server; a cleared phone or date of birth is sent as null. */
function changes(before: Values, after: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (after.full_name.trim() !== before.full_name) body.full_name = after.full_name;
  if (after.phone.trim() !== before.phone) body.phone = after.phone.trim() || null;
  if (after.date_of_birth !== before.date_of_birth) body.date_of_birth = after.date_of_birth || null;
  if (after.sex !== before.sex) body.sex = after.sex;
  return body;
}

/** A small dialog in which the patient corrects their name, phone, date of birth and sex. */
export function EditProfileDialog({ record }: { record: PatientRecord }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(() => valuesOf(record));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdatePatient(record.id);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValues(valuesOf(record));
      setErrors({});
      setFormError(null);
      update.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = changes(valuesOf(record), values);
    if (Object.keys(body).length === 0) {
      setOpen(false);
      return;
    }
    const parsed = patientProfileUpdate.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(PATIENT_DASHBOARD_MESSAGES.profileSaved);
        setOpen(false);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.issues.length) {
          const next: Partial<Record<Field, string>> = {};
          for (const issue of error.issues) {
            const field = (['full_name', 'phone', 'date_of_birth', 'sex'] as const).find((f) => issue.path.endsWith(f));
            if (field) next[field] ??= issue.message;
          }
          setErrors(next);
        }
        setFormError(error.message);
      },
    });
  };

  const field = (name: Field, label: string, input: ReactNode) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`profile-${name}`}>{label}</Label>
      {input}
      {errors[name] && (
        <p id={`profile-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const a11y = (name: Field) => ({
    id: `profile-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `profile-${name}-error` : undefined,
  });
  const set = (name: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Edit profile
        </Button>
      </DialogTrigger>
      <DialogContent title="Edit profile" description="Your name, phone, date of birth and sex at birth, as your doctor and lab see them." className="max-h-[90vh] overflow-y-auto">
        <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
          {field('full_name', 'Full Name', <Input {...a11y('full_name')} autoComplete="name" value={values.full_name} onChange={set('full_name')} />)}
          {field('phone', 'Phone', <Input {...a11y('phone')} type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />)}
          {field('date_of_birth', 'Date of Birth', <Input {...a11y('date_of_birth')} type="date" autoComplete="bday" value={values.date_of_birth} onChange={set('date_of_birth')} />)}
          {field(
            'sex',
            'Sex at Birth',
            <select {...a11y('sex')} className="h-10 w-full rounded-lg border border-border bg-card px-3 text-sm" value={values.sex} onChange={set('sex')}>
              {SEXES.map((sex) => (
                <option key={sex} value={sex}>
                  {SEX_LABELS[sex]}
                </option>
              ))}
            </select>,
          )}
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
