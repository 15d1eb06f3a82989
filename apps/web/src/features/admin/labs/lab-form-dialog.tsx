import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { adminLabInput, LAB_DEFAULTS, LAB_STATUS_LABELS, LAB_STATUS_VALUES, type AdminLab, type AdminLabInput, type LabStatus } from '@labwise/domain';
import { applyServerErrors, bodyResolver, ChoiceField, correctFields, DialogFormActions, FormAlert, TextField } from '../../../components/form';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useSaveLab } from '../api/labs';

type LabForm = Record<Exclude<keyof AdminLabInput, 'status'>, string> & { status: LabStatus };

/** A new lab starts from the brief's defaults (§9): hours, certification, established, capacity. */
const emptyLab = (): LabForm => ({
  name: '',
  address: '',
  city: '',
  region: '',
  country: 'US',
  phone: '',
  email: '',
  website: '',
  specialties: '',
  hours: LAB_DEFAULTS.hours,
  timeZone: 'America/New_York',
  certification: LAB_DEFAULTS.certification,
  cliaNumber: '',
  established: String(LAB_DEFAULTS.established),
  capacityPerDay: String(LAB_DEFAULTS.capacityPerDay),
  averageTurnaroundHours: '48',
  status: 'onboarding',
  onCallName: '',
  onCallPhone: '',
  onCallEmail: '',
});

const labForm = (lab: AdminLab): LabForm => ({
  name: lab.name,
  address: lab.address,
  city: lab.city,
  region: lab.region,
  country: lab.country,
  phone: lab.phone,
  email: lab.email,
  website: lab.website ?? '',
  specialties: lab.specialties.join(', '),
  hours: lab.hours,
  timeZone: lab.timeZone,
  certification: lab.certification,
  cliaNumber: lab.cliaNumber ?? '',
  established: String(lab.established),
  capacityPerDay: String(lab.capacityPerDay),
  averageTurnaroundHours: String(lab.averageTurnaroundHours),
  status: lab.status,
  onCallName: lab.onCallName ?? '',
  onCallPhone: lab.onCallPhone ?? '',
  onCallEmail: lab.onCallEmail ?? '',
});

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function labBody(form: LabForm) {
  return {
    ...form,
    specialties: form.specialties
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    established: whole(form.established),
    capacityPerDay: whole(form.capacityPerDay),
    averageTurnaroundHours: whole(form.averageTurnaroundHours),
  };
}

const TEXT_FIELDS: readonly { key: keyof LabForm; label: string; wide?: boolean; type?: string; inputMode?: 'numeric'; hint?: string }[] = [
  { key: 'name', label: 'Name', wide: true },
  { key: 'address', label: 'Address', wide: true, hint: 'Street, city, state — the last part is the location filter in the Lab Network.' },
  { key: 'city', label: 'City' },
  { key: 'region', label: 'State or region' },
  { key: 'country', label: 'Country code' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'website', label: 'Website', type: 'url' },
  { key: 'specialties', label: 'Specialties', wide: true, hint: 'Separate with commas, e.g. Hematology, Chemistry.' },
  { key: 'hours', label: 'Hours', hint: "e.g. 'Mon-Fri 8AM-6PM' or 'Open 24 hours'." },
  { key: 'certification', label: 'Certification' },
  { key: 'cliaNumber', label: 'CLIA number', hint: 'Two digits, D, seven digits (e.g. 22D0123456); printed on results and requisitions.' },
  { key: 'established', label: 'Established (year)', inputMode: 'numeric' },
  { key: 'capacityPerDay', label: 'Capacity (tests per day)', inputMode: 'numeric' },
  { key: 'averageTurnaroundHours', label: 'Expected turnaround (hours)', inputMode: 'numeric' },
  {
    key: 'onCallName',
    label: 'On-call contact name',
    wide: true,
    hint: 'Receives critical values on self-orders of patients with no linked doctor. Name, phone and e-mail, or leave all three empty.',
  },
  { key: 'onCallPhone', label: 'On-call contact phone', type: 'tel' },
  { key: 'onCallEmail', label: 'On-call contact e-mail', type: 'email' },
];

/** Add Lab / Edit Lab: every field of a partner lab, validated as the server does. */
export function LabFormDialog({ open, lab, onClose }: { open: boolean; lab: AdminLab | null; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title={lab ? `Edit ${lab.name}` : 'Add Lab'} description="What the Lab Network shows and how collections are booked." className="max-w-3xl">
          <LabFormBody key={lab?.id ?? 'new'} lab={lab} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const FIELD_NAMES = Object.keys(emptyLab());
const resolver = bodyResolver(adminLabInput, labBody);

function LabFormBody({ lab, onDone }: { lab: AdminLab | null; onDone: () => void }) {
  const form = useForm<LabForm, unknown, AdminLabInput>({ resolver, defaultValues: lab ? labForm(lab) : emptyLab() });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLab();
  const timeZones = useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), []);

  const submit = form.handleSubmit(
    (body) => {
      setProblem(null);
      save.mutate(
        { id: lab?.id ?? null, body },
        {
          onSuccess: (saved) => {
            toast.success(lab ? `${saved.name} saved` : `${saved.name} added`);
            onDone();
          },
          onError: (error) => setProblem(applyServerErrors(error, form.setError, FIELD_NAMES)),
        },
      );
    },
    (errors) => setProblem(correctFields(errors)),
  );

  return (
    <FormProvider {...form}>
      <form noValidate className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1" onSubmit={(e) => void submit(e)}>
        <div className="grid gap-3 sm:grid-cols-2">
          {TEXT_FIELDS.map((f) => (
            <TextField<LabForm>
              key={f.key}
              name={f.key}
              id={`lab-${f.key}`}
              label={f.label}
              type={f.type ?? 'text'}
              inputMode={f.inputMode}
              hint={f.hint}
              className={f.wide ? 'sm:col-span-2' : undefined}
            />
          ))}
          <TextField<LabForm> name="timeZone" id="lab-timeZone" label="Time zone" list="lab-time-zones" hint="Opening hours are in this zone." />
          <datalist id="lab-time-zones">
            {timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <ChoiceField<LabForm> name="status" id="lab-status" label="Status" options={LAB_STATUS_VALUES.map((s) => [s, LAB_STATUS_LABELS[s]] as const)} hint="Only active labs receive orders." />
        </div>
        <FormAlert message={problem} />
        <DialogFormActions pending={save.isPending} submitLabel={lab ? 'Save lab' : 'Add Lab'} />
      </form>
    </FormProvider>
  );
}
