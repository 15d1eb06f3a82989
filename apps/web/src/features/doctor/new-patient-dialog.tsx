import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  createPatientRequest,
  INVITE_CHANNEL_LABELS,
  INVITE_CHANNEL_VALUES,
  paths,
  type CreatePatientRequest,
  type InviteChannel,
  type PatientCreated,
} from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { applyServerErrors, bodyResolver, FieldError, FormAlert, TextField } from '../../components/form';
import { cn } from '../../lib/utils';
import { useCreatePatient } from '../../api/patients/create-patient';
import { announceInvite } from './announce-invite';
import { InviteResult } from './invite-result';
import { CHANNEL_ICONS } from './send-invite-dialog';

const FIELD_NAMES = ['fullName', 'age', 'email', 'phone', 'sendBy'] as const;
type TextName = Exclude<(typeof FIELD_NAMES)[number], 'sendBy'>;
const FIELDS: {
  name: TextName;
  label: string;
  type: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  hint?: string;
}[] = [
  { name: 'fullName', label: 'Full Name', type: 'text' },
  { name: 'age', label: 'Age', type: 'number', inputMode: 'numeric' },
  { name: 'email', label: 'Email', type: 'email', inputMode: 'email' },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    inputMode: 'tel',
    hint: 'With the country code, like +44 7700 900123.',
  },
];
type Values = Record<TextName, string> & { sendBy: InviteChannel };
const EMPTY: Values = { fullName: '', age: '', email: '', phone: '', sendBy: 'email' };

/** The form's values as the API takes them: blanks left out, the age as a number. */
export function toCreateRequest(values: Values): CreatePatientRequest {
  const body: CreatePatientRequest = { fullName: values.fullName, sendBy: values.sendBy };
  if (values.age.trim()) body.age = Number(values.age);
  if (values.email.trim()) body.email = values.email.trim();
  if (values.phone.trim()) body.phone = values.phone.trim();
  return body;
}

/**
 * The doctor's New Patient dialog (brief §2): Full Name, Age, Email, Phone and how to send the
 * questionnaire (Email Link, SMS Link or QR Code); Create Patient stores both in one step.
 */
export function NewPatientDialog({ triggerLabel = 'New Patient', defaultOpen = false }: { triggerLabel?: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const form = useForm<Values, unknown, CreatePatientRequest>({
    resolver: bodyResolver(createPatientRequest, toCreateRequest),
    defaultValues: EMPTY,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<PatientCreated | null>(null);
  const create = useCreatePatient();

  const reset = () => {
    form.reset(EMPTY);
    setFormError(null);
    setCreated(null);
    create.reset();
  };

  const close = () => {
    setOpen(false);
    reset();
  };

  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    create.mutate(body, {
      onSuccess: (patient) => {
        setCreated(patient);
        toast.success(`${patient.fullName} added to your patients`);
        if (patient.invite) void announceInvite(patient.invite);
      },
      // Each refusal the server names goes to its field; a message already shown there is not repeated below.
      onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELD_NAMES)),
    });
  });
  const sendBy = useWatch({ control: form.control, name: 'sendBy' });
  const sendByError = form.formState.errors.sendBy?.message;

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
        description={
          created ? undefined : 'Add a patient to your list and send them the health questionnaire.'
        }
        className="max-h-[90vh] overflow-y-auto"
      >
        {!created ? (
          <FormProvider {...form}>
            <form
              className="flex flex-col gap-4"
              noValidate
              onSubmit={(e) => void onSubmit(e)}
              aria-label="New Patient"
            >
              {FIELDS.map((field) => (
                <TextField<Values>
                  key={field.name}
                  name={field.name}
                  id={`new-patient-${field.name}`}
                  label={
                    <>
                      {field.label}
                      {field.name === 'fullName' && <span aria-hidden="true"> *</span>}
                    </>
                  }
                  type={field.type}
                  inputMode={field.inputMode}
                  autoComplete="off"
                  required={field.name === 'fullName'}
                  min={field.name === 'age' ? 0 : undefined}
                  max={field.name === 'age' ? 120 : undefined}
                  hint={field.hint}
                />
              ))}
              <fieldset
                className="flex flex-col gap-2"
                aria-describedby={sendByError ? 'new-patient-sendBy-error' : undefined}
              >
                <legend className="mb-1 text-sm font-medium">Send Questionnaire by</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {INVITE_CHANNEL_VALUES.map((channel) => {
                    const Icon = CHANNEL_ICONS[channel];
                    const checked = sendBy === channel;
                    return (
                      <label
                        key={channel}
                        className={cn(
                          'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                          checked
                            ? 'border-primary bg-accent text-primary dark:text-foreground'
                            : 'border-border',
                        )}
                      >
                        <input
                          type="radio"
                          {...form.register('sendBy')}
                          value={channel}
                          className="sr-only"
                        />
                        <Icon className="h-4 w-4" aria-hidden="true" />
                        {INVITE_CHANNEL_LABELS[channel]}
                      </label>
                    );
                  })}
                </div>
                <FieldError id="new-patient-sendBy" message={sendByError} />
              </fieldset>
              <FormAlert message={formError} />
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating…' : 'Create Patient'}
              </Button>
            </form>
          </FormProvider>
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
