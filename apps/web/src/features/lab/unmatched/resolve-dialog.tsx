import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { criticalNotifiedMessage, LAB_INTERFACE_MESSAGES, type OrderStatus, type UnmatchedResult } from '@labwise/domain';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { formatBirthDate } from './format';
import { useResolveUnmatched } from './api/resolve-unmatched';
import { useUnmatchedCandidates } from './api/unmatched-candidates';
import { FailedAlert } from '../../../components/failed-alert';

/** Resolve: attach held results to one of the lab's orders; the server runs the matching again. */
export function ResolveDialog({ message, onClose }: { message: UnmatchedResult | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message && (
        <DialogContent
          title={`Resolve results · ${message.controlId}`}
          description={`The message is for ${message.patient.name || 'an unnamed patient'}, born ${formatBirthDate(message.patient.dateOfBirth)}. Choose the order these results belong to.`}
          className="max-w-2xl"
        >
          <ResolveForm key={message.id} message={message} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ResolveForm({ message, onDone }: { message: UnmatchedResult; onDone: () => void }) {
  const candidates = useUnmatchedCandidates(message.id);
  const resolve = useResolveUnmatched();
  const [orderId, setOrderId] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  const chosen = candidates.data?.find((c) => c.orderId === orderId);
  const askedToConfirm =
    resolve.error instanceof ApiRequestError && resolve.error.issues.some((i) => i.path === LAB_INTERFACE_MESSAGES.confirmPatientPath);
  const needsConfirmation = chosen !== undefined && (!chosen.identityMatches || askedToConfirm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!orderId) return;
    resolve.mutate(
      { id: message.id, body: { orderId, ...(needsConfirmation && confirmed ? { confirmPatient: true } : {}) } },
      {
        onSuccess: (outcome) => {
          if (outcome.critical.length) toast.warning(`Results attached to ${outcome.orderNumber}. ${criticalNotifiedMessage(outcome.notified, outcome.critical)}`, { duration: 15_000 });
          else toast.success(`Results attached to ${outcome.orderNumber}`);
          onDone();
        },
      },
    );
  };

  if (candidates.isPending) return <Spinner label="Loading your laboratory’s orders…" />;
  if (candidates.isError) return <FailedAlert retrying={candidates.isFetching} onRetry={() => void candidates.refetch()}>{candidates.error.message}</FailedAlert>;
  if (candidates.data.length === 0) {
    return <Alert>No order of your laboratory can take results right now. Results are attached to orders that are Processing: start processing the order, then resolve.</Alert>;
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex max-h-[45vh] flex-col gap-2 overflow-y-auto pr-1">
        <legend className="mb-2 text-sm font-semibold">Order</legend>
        {candidates.data.map((c) => (
          <label
            key={c.orderId}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
          >
            <input
              type="radio"
              name="unmatched-order"
              value={c.orderId}
              checked={orderId === c.orderId}
              onChange={() => {
                setOrderId(c.orderId);
                setConfirmed(false);
                resolve.reset();
              }}
              className="mt-1"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold">{c.orderNumber}</span>
                <OrderStatusBadge status={c.status as OrderStatus} />
                {c.identityMatches ? <Badge variant="success">Patient matches</Badge> : <Badge variant="warning">Different patient details</Badge>}
              </span>
              <span>
                {c.patientName} · born {formatBirthDate(c.dateOfBirth)}
              </span>
              <span className="text-muted-foreground">{c.tests.join(', ')}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {needsConfirmation && (
        <div className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
          <p>The name or date of birth in the message differs from this order’s patient. Attach the results only if you have checked they are this patient’s.</p>
          <label className="flex items-center gap-2 font-medium">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            I have checked: these results belong to this order’s patient
          </label>
        </div>
      )}
      {resolve.isError && !askedToConfirm && <Alert tone="error">{resolve.error.message}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!orderId || resolve.isPending || (needsConfirmation && !confirmed)}>
          {resolve.isPending ? 'Attaching…' : 'Attach results'}
        </Button>
      </div>
    </form>
  );
}
