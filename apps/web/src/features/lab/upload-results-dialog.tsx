import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { criticalNotifiedMessage, unitLabel, uploadResultsRequest, type OrderListItem, type ResultForm, type UploadResultsRequest } from '@labwise/domain';
import { applyServerErrors, bodyResolver, FormAlert, TextareaField, TextField } from '../../components/form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { resultFormQuery } from '../../api/orders/result-form';
import { useUploadResults } from '../../api/orders/upload-results';

type Values = { values: Record<string, string>; labComments: string };

/** One analyte's key, as the server names it in its issues ('orderItemId/analyteId'). */
const keyOf = (orderItemId: string, analyteId: string) => `${orderItemId}/${analyteId}`;
const analytesOf = (form: ResultForm) => form.items.flatMap((item) => item.analytes.map((a) => ({ ...a, orderItemId: item.orderItemId, key: keyOf(item.orderItemId, a.analyteId) })));

/** The request body: numeric values as numbers when they read as one, the rest as typed. */
export function uploadBody(form: ResultForm, values: Values): unknown {
  const entries = analytesOf(form).map((a) => {
    const raw = (values.values[a.key] ?? '').trim();
    return { orderItemId: a.orderItemId, analyteId: a.analyteId, value: a.valueType === 'numeric' && raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw };
  });
  return { values: entries, ...(values.labComments.trim() ? { labComments: values.labComments } : {}) };
}

/** Upload Results (brief §2): one field per analyte with unit and range, plus Lab Comments. */
export function UploadResultsDialog({ order, onClose }: { order: OrderListItem | null; onClose: () => void }) {
  const form = useQuery({ ...resultFormQuery(order?.id ?? ''), enabled: order !== null });
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent title={`Upload Results · ${order.orderNumber}`} description={`${order.patientName} · ${order.items.map((i) => i.code).join(', ')}`} className="max-w-2xl">
          {form.isPending ? (
            <Spinner label="Loading the result form…" />
          ) : form.isError ? (
            <Alert tone="error">{form.error.message}</Alert>
          ) : (
            <ResultsForm key={order.id} orderId={order.id} form={form.data} onDone={onClose} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function ResultsForm({ orderId, form: resultForm, onDone }: { orderId: string; form: ResultForm; onDone: () => void }) {
  const analytes = analytesOf(resultForm);
  // A schema issue names the entry by its index ('values.3.value'); the field is named by its key.
  const fieldOf = (path: string) => {
    const index = /^values\.(\d+)/.exec(path)?.[1];
    const analyte = index === undefined ? undefined : analytes[Number(index)];
    return analyte ? `values.${analyte.key}` : path;
  };
  const form = useForm<Values, unknown, UploadResultsRequest>({
    resolver: bodyResolver(uploadResultsRequest, (values: Values) => uploadBody(resultForm, values), fieldOf),
    defaultValues: { values: Object.fromEntries(analytes.map((a) => [a.key, ''])), labComments: '' },
  });
  const upload = useUploadResults();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit((body) => {
    setProblem(null);
    upload.mutate(
      { id: orderId, body },
      {
        onSuccess: (outcome) => {
          if (outcome.critical.length) toast.warning(criticalNotifiedMessage(outcome.notified, outcome.critical), { duration: 15_000 });
          else toast.success('Results uploaded');
          onDone();
        },
        // The server names the value at fault by its key: the cursor goes there, where its message is shown.
        onError: (error) => {
          const message = applyServerErrors(error, form.setError, (path) => (analytes.some((a) => a.key === path) ? `values.${path}` : path === 'labComments' ? path : undefined));
          setProblem(message ?? error.message);
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
        {resultForm.items.map((item) => (
          <fieldset key={item.orderItemId} className="rounded-lg border border-border p-3">
            <legend className="px-1 font-semibold">
              {item.testName} <span className="font-mono text-xs text-muted-foreground">{item.testCode}</span>
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {item.analytes.map((a) => {
                const key = keyOf(item.orderItemId, a.analyteId);
                return (
                  <TextField<Values>
                    key={key}
                    name={`values.${key}`}
                    id={key}
                    label={
                      <>
                        {a.name} {unitLabel(a.unit) && <span className="font-normal text-muted-foreground">({unitLabel(a.unit)})</span>}
                      </>
                    }
                    inputMode={a.valueType === 'numeric' ? 'decimal' : 'text'}
                    hint={a.referenceText ? `Reference: ${a.referenceText}` : 'No reference range'}
                    required
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
        <TextareaField<Values> name="labComments" id="lab-comments" label="Lab Comments" maxLength={2000} />
        <FormAlert message={problem} />
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload Results'}
        </Button>
      </form>
    </FormProvider>
  );
}
