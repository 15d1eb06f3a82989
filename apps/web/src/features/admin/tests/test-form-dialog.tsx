import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { adminTestInput, SPECIMEN_TYPE_LABELS, SPECIMEN_TYPES, TEST_CATEGORIES, turnaroundDaysFor } from '@labwise/domain';
import type { z } from 'zod';
import { applyServerErrors, arrayError, bodyResolver, ChoiceField, correctFields, DialogFormActions, FormAlert, SwitchField, TextareaField, TextField } from '../../../components/form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { adminTestQuery, useSaveTest } from '../api/tests';
import { AnalyteEditor } from './analyte-editor';
import { emptyAnalyte, emptyTestForm, testBodyFrom, testFieldOf, testFormChecks, testFormFrom, type TestForm } from './test-form-model';

type AdminTestOutput = z.output<typeof adminTestInput>;

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

const resolver = bodyResolver(adminTestInput, testBodyFrom, testFieldOf, testFormChecks);
const FIELD_NAMES = Object.keys(emptyTestForm());
const serverField = (path: string) => {
  const field = testFieldOf(path);
  return FIELD_NAMES.some((f) => field === f || field.startsWith(`${f}.`)) ? field : undefined;
};

function TestFormBody({ initial, testId, onDone }: { initial: TestForm; testId: string | null; onDone: () => void }) {
  const form = useForm<TestForm, unknown, AdminTestOutput>({ resolver, defaultValues: initial });
  const analytes = useFieldArray({ control: form.control, name: 'analytes' });
  const [fasting, maxHoursText] = useWatch({ control: form.control, name: ['fasting', 'turnaroundHoursMax'] });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTest();
  const analytesError = arrayError(form.formState.errors.analytes);

  const submit = form.handleSubmit(
    (body) => {
      setProblem(null);
      save.mutate(
        { id: testId, body },
        {
          onSuccess: (saved) => {
            toast.success(testId ? `${saved.name} saved` : `${saved.name} added to the catalog`);
            onDone();
          },
          onError: (error) => setProblem(applyServerErrors(error, form.setError, serverField)),
        },
      );
    },
    (errors) => setProblem(correctFields(errors)),
  );

  const maxHours = Number(maxHoursText);
  return (
    <FormProvider {...form}>
      <form noValidate className="flex max-h-[70vh] flex-col gap-5 overflow-y-auto pr-1" onSubmit={(e) => void submit(e)}>
        <section className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Test">
          <TextField<TestForm> name="code" id="test-code" label="Code" hint="Unique, e.g. CBC" autoCapitalize="characters" />
          <TextField<TestForm> name="name" id="test-name" label="Name" className="sm:col-span-1 lg:col-span-3" />
          <ChoiceField<TestForm> name="category" id="test-category" label="Category" options={TEST_CATEGORIES.map((c) => [c, c] as const)} />
          <ChoiceField<TestForm> name="specimenType" id="test-specimen" label="Specimen" options={SPECIMEN_TYPES.map((s) => [s, SPECIMEN_TYPE_LABELS[s]] as const)} />
          <TextField<TestForm> name="price" id="test-price" label="Price (USD)" inputMode="decimal" placeholder="45.00" />
          <TextField<TestForm> name="loinc" id="test-loinc" label="LOINC" placeholder="58410-2" />
          <TextField<TestForm> name="turnaroundHoursMin" id="test-tat-min" label="Turnaround from (hours)" inputMode="numeric" />
          <TextField<TestForm>
            name="turnaroundHoursMax"
            id="test-tat-max"
            label="Turnaround to (hours)"
            inputMode="numeric"
            hint={Number.isInteger(maxHours) && maxHours > 0 ? `Shown as ${turnaroundDaysFor(maxHours)} ${turnaroundDaysFor(maxHours) === 1 ? 'day' : 'days'} in the catalog.` : undefined}
          />
          <TextareaField<TestForm> name="description" id="test-description" label="Description" maxLength={2000} className="sm:col-span-2 lg:col-span-4" />
        </section>

        <section className="flex flex-col gap-3" aria-labelledby="test-prep-heading">
          <h3 id="test-prep-heading" className="text-sm font-semibold">
            Preparation and ordering
          </h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <SwitchField<TestForm> name="fasting" id="test-fasting" label="Fasting required" hint="Written at the start of the preparation, e.g. 'Fasting 8-12 hours'." />
            {fasting && <TextField<TestForm> name="fastingHours" id="test-fasting-hours" label="Fasting hours" placeholder="8-12" />}
            <TextareaField<TestForm> name="preparationNotes" id="test-prep" label="Other preparation" hint="Leave empty for 'No special preparation required'." maxLength={480} className="sm:col-span-2" />
            <SwitchField<TestForm> name="clinicianOrderOnly" id="test-clinician" label="Clinician order only" hint="Patients cannot order it for themselves." />
            <SwitchField<TestForm> name="active" id="test-active" label="Active" hint="Inactive tests leave the catalog but keep their history." />
          </div>
        </section>

        <section className="flex flex-col gap-3" aria-labelledby="test-analytes-heading">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label id="test-analytes-heading" className="text-sm">
              Analytes ({analytes.fields.length})
            </Label>
            <Button variant="outline" size="sm" onClick={() => analytes.append(emptyAnalyte())}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add analyte
            </Button>
          </div>
          {analytes.fields.length === 0 && <p className="text-sm text-muted-foreground">No analytes yet: add what this test measures so results can be entered and flagged.</p>}
          {analytesError && <p className="text-xs font-medium text-destructive">{analytesError}</p>}
          {analytes.fields.map((field, i) => (
            <AnalyteEditor key={field.id} index={i} onRemove={() => analytes.remove(i)} />
          ))}
        </section>

        <FormAlert message={problem} />
        <DialogFormActions pending={save.isPending} submitLabel={testId ? 'Save test' : 'Add Test'} />
      </form>
    </FormProvider>
  );
}
