import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { criticalNotifiedMessage, unitLabel, type Order } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api-client';
import { resultFormQuery } from '../../api/orders/result-form';
import { useUploadResults } from '../../api/orders/upload-results';

/** Upload Results (brief §2): one field per analyte with unit and range, plus Lab Comments. */
export function UploadResultsDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const form = useQuery({ ...resultFormQuery(order?.id ?? ''), enabled: order !== null });
  const upload = useUploadResults();
  const [values, setValues] = useState<Record<string, string>>({});
  const [comments, setComments] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!order || !form.data) return;
    const entries = form.data.items.flatMap((item) =>
      item.analytes.map((a) => {
        const raw = (values[`${item.orderItemId}/${a.analyteId}`] ?? '').trim();
        return { orderItemId: item.orderItemId, analyteId: a.analyteId, value: a.valueType === 'numeric' && raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw };
      }),
    );
    upload.mutate(
      { id: order.id, body: { values: entries, ...(comments.trim() ? { labComments: comments.trim() } : {}) } },
      {
        onSuccess: (outcome) => {
          if (outcome.critical.length) toast.warning(criticalNotifiedMessage(outcome.notified, outcome.critical), { duration: 15_000 });
          else toast.success('Results uploaded');
          setValues({});
          setComments('');
          onClose();
        },
        // The server names the field at fault: the cursor goes there, where its message is shown.
        onError: (error) => {
          const first = error instanceof ApiRequestError ? error.issues[0]?.path : undefined;
          if (first) document.getElementById(first)?.focus();
        },
      },
    );
  };

  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent title={`Upload Results · ${order.orderNumber}`} description={`${order.patientName} · ${order.items.map((i) => i.code).join(', ')}`} className="max-w-2xl">
          {form.isPending ? (
            <Spinner label="Loading the result form…" />
          ) : form.isError ? (
            <Alert tone="error">{form.error.message}</Alert>
          ) : (
            <form onSubmit={submit} className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
              {form.data.items.map((item) => (
                <fieldset key={item.orderItemId} className="rounded-lg border border-border p-3">
                  <legend className="px-1 font-semibold">
                    {item.testName} <span className="font-mono text-xs text-muted-foreground">{item.testCode}</span>
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {item.analytes.map((a) => {
                      const key = `${item.orderItemId}/${a.analyteId}`;
                      const problem = upload.error instanceof ApiRequestError ? upload.error.issues.find((i) => i.path === key) : undefined;
                      return (
                        <div key={key} className="flex flex-col gap-1">
                          <Label htmlFor={key}>
                            {a.name} {unitLabel(a.unit) && <span className="font-normal text-muted-foreground">({unitLabel(a.unit)})</span>}
                          </Label>
                          <Input
                            id={key}
                            inputMode={a.valueType === 'numeric' ? 'decimal' : 'text'}
                            value={values[key] ?? ''}
                            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                            aria-invalid={problem ? true : undefined}
                            aria-describedby={problem ? `${key}-range ${key}-error` : `${key}-range`}
                            required
                          />
                          <span id={`${key}-range`} className="text-xs text-muted-foreground">
                            {a.referenceText ? `Reference: ${a.referenceText}` : 'No reference range'}
                          </span>
                          {problem && (
                            <span id={`${key}-error`} className="text-xs text-destructive">
                              {problem.message}
                            </span>
                          )}
                        </div>
                      );
                    })}
                  </div>
                </fieldset>
              ))}
              <div className="flex flex-col gap-1">
                <Label htmlFor="lab-comments">Lab Comments</Label>
                <textarea id="lab-comments" maxLength={2000} className="min-h-20 rounded-lg border border-border bg-card p-2 text-sm" value={comments} onChange={(e) => setComments(e.target.value)} />
              </div>
              {upload.isError && <Alert tone="error">{upload.error.message}</Alert>}
              <Button type="submit" disabled={upload.isPending}>
                {upload.isPending ? 'Uploading…' : 'Upload Results'}
              </Button>
            </form>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
