import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { createPatientRequest, INVITE_CHANNEL_LABELS, INVITE_CHANNEL_VALUES, paths, type CreatePatientRequest, type InviteChannel, type PatientCreated } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-client';
import { cn } from '../../lib/utils';
import { useCreatePatient } from '../../api/patients/create-patient';
import { announceInvite } from './announce-invite';
import { InviteResult } from './invite-result';
import { CHANNEL_ICONS } from './send-invite-dialog';

type Field = 'fullName' | 'age' | 'email' | 'phone' | 'sendBy';
type TextField = Exclude<Field, 'sendBy'>;
const FIELDS: { name: TextField; label: string; type: string; inputMode?: 'numeric' | 'tel' | 'email'; hint?: string }[] = [
  { name: 'fullName', label: 'Full Name', type: 'text' },
  { name: 'age', label: 'Age', type: 'number', inputMode: 'numeric' },
  { name: 'email', label: 'Email', type: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel', hint: 'With the country code, like +44 7700 900123.' },
];
type Values = Record<TextField, string> & { sendBy: InviteChannel };
const EMPTY: Values = { fullName: '', age: '', email: '', phone: '', sendBy: 'email' };

/** The form's values as the API takes them: blanks left out, the age as a number. */
export function toCreateRequest(values: Values): CreatePatientRequest {
  const body: CreatePatientRequest = { fullName: values.fullName, sendBy: values.sendBy };
  if (values.age.trim()) body.age = Number(values.age);
  if (values.email.trim()) body.email = values.email.trim();
  if (values.phone.trim()) body.phone = values.phone.trim();
  return body;
}

/** Field messages from zod issues (client side) or the server's issues (paths like `body.email`). */
function fieldErrors(issues: readonly { path: string; message: string }[]): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = (['fullName', 'age', 'email', 'phone', 'sendBy'] as const).find((f) => issue.path === f || issue.path.endsWith(`.${f}`));
    if (field) out[field] ??= issue.message;
  }
  return out;
}

/**
 * The doctor's New Patient dialog (brief §2): Full Name, Age, Email, Phone and how to send the
 * questionnaire (Email Link, SMS Link or QR Code); Create Patient stores both in one step.
 */
export function NewPatientDialog({ triggerLabel = 'New Patient' }: { triggerLabel?: string }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<PatientCreated | null>(null);
  const create = useCreatePatient();

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
    setCreated(null);
    create.reset();
  };

  const close = () => {
    setOpen(false);
    reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = toCreateRequest(values);
    const parsed = createPatientRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))));
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (patient) => {
        setCreated(patient);
        toast.success(`${patient.fullName} added to your patients`);
        if (patient.invite) void announceInvite(patient.invite);
      },
      onError: (error) => {
        const byField = error instanceof ApiRequestError ? fieldErrors(error.issues) : {};
        setErrors(byField);
        // A message already shown beside its field is not repeated below the form.
        if (!Object.values(byField).includes(error.message)) setFormError(error.message);
      },
    });
  };

  const set = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={created ? 'Patient created' : 'New Patient'}
        description={created ? undefined : 'Add a patient to your list and send them the health questionnaire.'}
        className="max-h-[90vh] overflow-y-auto"
      >
        {!created ? (
          <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit} aria-label="New Patient">
            {FIELDS.map((field) => {
              const id = `new-patient-${field.name}`;
              const error = errors[field.name];
              const described = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(' ');
              return (
                <div key={field.name} className="flex flex-col gap-1.5">
                  <Label htmlFor={id}>
                    {field.label}
                    {field.name === 'fullName' && <span aria-hidden="true"> *</span>}
                  </Label>
                  <Input
                    id={id}
                    name={field.name}
                    type={field.type}
                    inputMode={field.inputMode}
                    autoComplete="off"
                    required={field.name === 'fullName'}
                    min={field.name === 'age' ? 0 : undefined}
                    max={field.name === 'age' ? 120 : undefined}
                    value={values[field.name]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described || undefined}
                    onChange={(event) => set(field.name, event.target.value)}
                  />
                  {field.hint && !error && (
                    <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                      {field.hint}
                    </p>
                  )}
                  {error && (
                    <p id={`${id}-error`} className="text-sm text-destructive">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <fieldset className="flex flex-col gap-2" aria-describedby={errors.sendBy ? 'new-patient-sendBy-error' : undefined}>
              <legend className="mb-1 text-sm font-medium">Send Questionnaire by</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {INVITE_CHANNEL_VALUES.map((channel) => {
                  const Icon = CHANNEL_ICONS[channel];
                  const checked = values.sendBy === channel;
                  return (
                    <label
                      key={channel}
                      className={cn(
                        'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                        checked ? 'border-primary bg-accent text-primary dark:text-foreground' : 'border-border',
                      )}
                    >
                      <input type="radio" name="sendBy" value={channel} checked={checked} onChange={() => set('sendBy', channel)} className="sr-only" />
                      <Icon className="h-4 w-4" aria-hidden="true" />
                      {INVITE_CHANNEL_LABELS[channel]}
                    </label>
                  );
                })}
              </div>
              {errors.sendBy && (
                <p id="new-patient-sendBy-error" className="text-sm text-destructive">
                  {errors.sendBy}
                </p>
              )}
            </fieldset>
            {formError && <Alert tone="error">{formError}</Alert>}
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create Patient'}
            </Button>
          </form>
        ) : (
          <div className="flex flex-col gap-4">
            <Alert tone="success">{created.fullName} was added to your patients.</Alert>
            {created.invite && <InviteResult invite={created.invite} patientName={created.fullName} />}
            <div className="flex flex-wrap justify-end gap-2">
              <Button asChild variant="outline">
                <Link to={paths.patient(created.id)} onClick={close}>
                  Open patient
                </Link>
              </Button>
              <Button type="button" variant="outline" onClick={reset}>
                Add another
              </Button>
              <Button type="button" onClick={close}>
                Done
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
