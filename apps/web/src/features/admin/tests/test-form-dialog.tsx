import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { adminTestInput, SPECIMEN_TYPES, TEST_CATEGORIES, turnaroundDaysFor, type AdminTestInput } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { adminTestQuery, useSaveTest } from '../api/tests';
import { ChoiceField, describedBy, Field, SwitchField, TextField } from '../components/field';
import { firstError, serverErrors, validate, type FieldErrors } from '../components/form-errors';
import { AnalyteEditor } from './analyte-editor';
import { emptyAnalyte, emptyTestForm, testBodyFrom, testFormFrom, type TestForm } from './test-form-model';

const SPECIMEN_LABELS: Record<(typeof SPECIMEN_TYPES)[number], string> = {
  blood: 'Blood',
  serum: 'Serum',
  plasma: 'Plasma',
  whole_blood: 'Whole blood',
  urine: 'Urine',
  saliva: 'Saliva',
  swab: 'Swab',
};

/** Add Test / Edit Test (brief §2 Admin console): `testId` null adds a test. */
export function TestFormDialog({ open, testId, onClose }: { open: boolean; testId: string | null; onClose: () => void }) {
  const existing = useQuery({ ...adminTestQuery(testId ?? ''), enabled: open && testId !== null });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title={testId ? 'Edit Test' : 'Add Test'} description="Everything patients and doctors see in the catalog, and the ranges results are flagged against." className="max-w-4xl">
          {testId === null ? (
            <TestFormBody initial={emptyTestForm()} testId={null} onDone={onClose} />
          ) : existing.isPending ? (
            <Spinner label="Loading the test…" />
          ) : existing.isError ? (
            <Alert tone="error">{existing.error.message}</Alert>
          ) : (
            <TestFormBody key={existing.data.id} initial={testFormFrom(existing.data)} testId={testId} onDone={onClose} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function TestFormBody({ initial, testId, onDone }: { initial: TestForm; testId: string | null; onDone: () => void }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTest();
  const set = <K extends keyof TestForm>(key: K, value: TestForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = () => {
    setProblem(null);
    const { body, formErrors } = testBodyFrom(form);
    const checked = validate(adminTestInput, body);
    const all = { ...formErrors, ...(checked.ok ? {} : checked.errors) };
    setErrors(all);
    if (!checked.ok || Object.keys(formErrors).length > 0) {
      setProblem(`Please correct the highlighted fields. ${firstError(all) ?? ''}`.trim());
      return;
    }
    save.mutate(
      { id: testId, body: body as AdminTestInput },
      {
        onSuccess: (saved) => {
          toast.success(testId ? `${saved.name} saved` : `${saved.name} added to the catalog`);
          onDone();
        },
        onError: (error) => {
          const { fields, message } = serverErrors(error);
          setErrors(fields);
          setProblem(message);
        },
      },
    );
  };

  const maxHours = Number(form.turnaroundHoursMax);
  return (
    <form
      noValidate
      className="flex max-h-[70vh] flex-col gap-5 overflow-y-auto pr-1"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <section className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Test">
        <TextField id="test-code" label="Code" value={form.code} onChange={(v) => set('code', v)} error={errors.code} hint="Unique, e.g. CBC" autoCapitalize="characters" />
        <TextField id="test-name" label="Name" value={form.name} onChange={(v) => set('name', v)} error={errors.name} fieldClassName="sm:col-span-1 lg:col-span-3" />
        <ChoiceField id="test-category" label="Category" value={form.category} onChange={(v) => set('category', v as TestForm['category'])} options={TEST_CATEGORIES.map((c) => [c, c] as const)} error={errors.category} />
        <ChoiceField id="test-specimen" label="Specimen" value={form.specimenType} onChange={(v) => set('specimenType', v as TestForm['specimenType'])} options={SPECIMEN_TYPES.map((s) => [s, SPECIMEN_LABELS[s]] as const)} error={errors.specimenType} />
        <TextField id="test-price" label="Price (USD)" inputMode="decimal" value={form.price} onChange={(v) => set('price', v)} error={errors.priceCents} placeholder="45.00" />
        <TextField id="test-loinc" label="LOINC" value={form.loinc} onChange={(v) => set('loinc', v)} error={errors.loinc} placeholder="58410-2" />
        <TextField id="test-tat-min" label="Turnaround from (hours)" inputMode="numeric" value={form.turnaroundHoursMin} onChange={(v) => set('turnaroundHoursMin', v)} error={errors.turnaroundHoursMin} />
        <TextField
          id="test-tat-max"
          label="Turnaround to (hours)"
          inputMode="numeric"
          value={form.turnaroundHoursMax}
          onChange={(v) => set('turnaroundHoursMax', v)}
          error={errors.turnaroundHoursMax}
          hint={Number.isInteger(maxHours) && maxHours > 0 ? `Shown as ${turnaroundDaysFor(maxHours)} ${turnaroundDaysFor(maxHours) === 1 ? 'day' : 'days'} in the catalog.` : undefined}
        />
        <Field id="test-description" label="Description" error={errors.description} className="sm:col-span-2 lg:col-span-4">
          <textarea
            {...describedBy('test-description', errors.description)}
            maxLength={2000}
            className="min-h-20 rounded-lg border border-border bg-card p-2 text-sm aria-[invalid=true]:border-destructive"
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
      </section>

      <section className="flex flex-col gap-3" aria-labelledby="test-prep-heading">
        <h3 id="test-prep-heading" className="text-sm font-semibold">
          Preparation and ordering
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <SwitchField id="test-fasting" label="Fasting required" checked={form.fasting} onChange={(v) => set('fasting', v)} hint="Written at the start of the preparation, e.g. 'Fasting 8-12 hours'." />
          {form.fasting && <TextField id="test-fasting-hours" label="Fasting hours" value={form.fastingHours} onChange={(v) => set('fastingHours', v)} error={errors.fastingHours} placeholder="8-12" />}
          <Field id="test-prep" label="Other preparation" error={errors.preparation} hint="Leave empty for 'No special preparation required'." className="sm:col-span-2">
            <textarea
              {...describedBy('test-prep', errors.preparation, 'hint')}
              maxLength={480}
              className="min-h-16 rounded-lg border border-border bg-card p-2 text-sm aria-[invalid=true]:border-destructive"
              value={form.preparationNotes}
              onChange={(e) => set('preparationNotes', e.target.value)}
            />
          </Field>
          <SwitchField id="test-clinician" label="Clinician order only" checked={form.clinicianOrderOnly} onChange={(v) => set('clinicianOrderOnly', v)} hint="Patients cannot order it for themselves." />
          <SwitchField id="test-active" label="Active" checked={form.active} onChange={(v) => set('active', v)} hint="Inactive tests leave the catalog but keep their history." />
        </div>
      </section>

      <section className="flex flex-col gap-3" aria-labelledby="test-analytes-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label id="test-analytes-heading" className="text-sm">
            Analytes ({form.analytes.length})
          </Label>
          <Button variant="outline" size="sm" onClick={() => set('analytes', [...form.analytes, emptyAnalyte()])}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add analyte
          </Button>
        </div>
        {form.analytes.length === 0 && <p className="text-sm text-muted-foreground">No analytes yet: add what this test measures so results can be entered and flagged.</p>}
        {errors.analytes && <p className="text-xs font-medium text-destructive">{errors.analytes}</p>}
        {form.analytes.map((analyte, i) => (
          <AnalyteEditor
            key={analyte.key}
            index={i}
            analyte={analyte}
            errors={errors}
            onChange={(next) => set('analytes', form.analytes.map((a, k) => (k === i ? next : a)))}
            onRemove={() => set('analytes', form.analytes.filter((_, k) => k !== i))}
          />
        ))}
      </section>

      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="sticky bottom-0 flex flex-col-reverse gap-2 bg-card pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : testId ? 'Save test' : 'Add Test'}
        </Button>
      </div>
    </form>
  );
}
