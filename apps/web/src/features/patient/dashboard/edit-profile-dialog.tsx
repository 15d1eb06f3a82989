import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Pencil } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { PATIENT_DASHBOARD_MESSAGES, patientProfileUpdate, SEX_LABELS, SEXES, type PatientRecord } from '@labwise/domain';
import { applyServerErrors, bodyResolver, ChoiceField, FormAlert, TextField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useUpdatePatient } from '../../../api/patients/update-patient';

const FIELDS = ['full_name', 'phone', 'date_of_birth', 'sex'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (record: PatientRecord): Values => ({
  full_name: record.full_name,
  phone: record.phone ?? '',
  date_of_birth: record.date_of_birth ?? '',
  sex: record.sex,
});

/** Only what changed goes to the server; a cleared phone or date of birth is sent as null. */
export function profileChanges(before: Values, after: Values): Record<string, unknown> {
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
  const [problem, setProblem] = useState<string | null>(null);
  const saved = valuesOf(record);
  const form = useForm<Values, unknown, Record<string, unknown>>({ resolver: bodyResolver(patientProfileUpdate, (values: Values) => profileChanges(saved, values)), defaultValues: saved });
  const update = useUpdatePatient(record.id);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      form.reset(valuesOf(record));
      setProblem(null);
      update.reset();
    }
  };

  const save = form.handleSubmit((body) => {
    setProblem(null);
    update.mutate(body, {
      onSuccess: () => {
        toast.success(PATIENT_DASHBOARD_MESSAGES.profileSaved);
        setOpen(false);
      },
      onError: (error) => setProblem(applyServerErrors(error, form.setError, FIELDS)),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Edit profile
        </Button>
      </DialogTrigger>
      <DialogContent title="Edit profile" description="Your name, phone, date of birth and sex at birth, as your doctor and lab see them." className="max-h-[90vh] overflow-y-auto">
        <FormProvider {...form}>
          <form
            className="flex flex-col gap-4"
            noValidate
            onSubmit={(e) => {
              // Nothing changed: nothing to send, the dialog just closes.
              if (Object.keys(profileChanges(saved, form.getValues())).length === 0) {
                e.preventDefault();
                setOpen(false);
                return;
              }
              void save(e);
            }}
          >
            <TextField<Values> name="full_name" id="profile-full_name" label="Full Name" autoComplete="name" />
            <TextField<Values> name="phone" id="profile-phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
            <TextField<Values> name="date_of_birth" id="profile-date_of_birth" label="Date of Birth" type="date" autoComplete="bday" />
            <ChoiceField<Values> name="sex" id="profile-sex" label="Sex at Birth" options={SEXES.map((sex) => [sex, SEX_LABELS[sex]] as const)} />
            <FormAlert message={problem} />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save'}
              </Button>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
