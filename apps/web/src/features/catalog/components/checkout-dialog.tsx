import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mayChoosePriority, ORDER_PRIORITIES, ORDER_PRIORITY_LABELS, paths, type Cart, type Lab, type OrderPriority } from '@labwise/domain';
import { formatCents } from '../../../lib/format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/input';
import { useCurrentAccount } from '../../../lib/current-account';
import { checkoutPreviewQuery, myPatientsQuery, usePlaceOrder } from '../api/catalog-api';

const selectClass = 'h-10 w-full rounded-lg border border-border bg-card px-3 text-sm';

/**
 * Confirms a checkout: the lab (one that offers every test, or Labwise splits the order by lab)
 * and notes; one Idempotency-Key per opened dialog, so a double click places one order.
 */
export function CheckoutDialog({ open, onOpenChange, cart, labs, forDoctor }: { open: boolean; onOpenChange: (open: boolean) => void; cart: Cart | undefined; labs: Lab[]; forDoctor: boolean }) {
  const navigate = useNavigate();
  const choosesPriority = mayChoosePriority(useCurrentAccount().role);
  const placeOrder = usePlaceOrder();
  const [labId, setLabId] = useState('');
  const [notes, setNotes] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [patientId, setPatientId] = useState('');
  const [priority, setPriority] = useState<OrderPriority>('standard');
  const patients = useQuery({ ...myPatientsQuery(), enabled: forDoctor && open });
  const preview = useQuery({
    ...checkoutPreviewQuery(labId, cart?.totalCents ?? 0, cart?.lines.length ?? 0),
    enabled: open && (cart?.lines.length ?? 0) > 0,
    // The lab list stays while the preview for a new choice loads.
    placeholderData: keepPreviousData,
  });

  const change = (next: boolean) => {
    if (next) {
      setKey(crypto.randomUUID());
      placeOrder.reset();
    }
    onOpenChange(next);
  };

  const confirm = () => {
    placeOrder.mutate(
      {
        request: {
          ...(labId ? { labId } : {}),
          ...(notes.trim() ? { notes: notes.trim() } : {}),
          ...(forDoctor ? { patientId: patientId || undefined } : {}),
          priority: choosesPriority ? priority : 'standard',
        },
        key,
      },
      {
        onSuccess: (orders) => {
          toast.success(orders.length === 1 ? `Order ${orders[0]!.orderNumber} placed` : `${orders.length} orders placed, one per laboratory`);
          onOpenChange(false);
          void navigate(orders.length === 1 ? paths.order(orders[0]!.id) : forDoctor ? paths.orders : paths.patientOrders);
        },
      },
    );
  };

  // Only the labs that perform every test of the cart can be chosen (the server refuses the others).
  const eligibleIds = new Set(preview.data?.eligibleLabs.map((lab) => lab.id) ?? []);
  const eligible = labs.filter((lab) => lab.status === 'active' && eligibleIds.has(lab.id));
  const noneEligible = preview.isSuccess && preview.data.eligibleLabs.length === 0;
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title="Checkout" description="Confirm where your samples are analysed.">
        <div className="flex flex-col gap-4">
          <ul className="text-sm">
            {cart?.lines.map((line) => (
              <li key={line.testId} className="flex justify-between py-1">
                <span>
                  {line.name} × {line.quantity}
                </span>
                <span>{formatCents(line.priceCents * line.quantity)}</span>
              </li>
            ))}
            <li className="mt-2 flex justify-between border-t border-border pt-2 font-semibold">
              <span>Total</span>
              <span>{formatCents(cart?.totalCents ?? 0)}</span>
            </li>
          </ul>
          {(forDoctor || choosesPriority) && (
            <div className="grid gap-3 sm:grid-cols-2">
              {forDoctor && (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="checkout-patient">Patient</Label>
                  <select id="checkout-patient" className={selectClass} value={patientId} onChange={(e) => setPatientId(e.target.value)}>
                    <option value="">{patients.isPending ? 'Loading patients…' : 'Choose a patient'}</option>
                    {patients.data?.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.fullName}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {choosesPriority && (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="checkout-priority">Priority</Label>
                  <select id="checkout-priority" className={selectClass} value={priority} onChange={(e) => setPriority(e.target.value as OrderPriority)}>
                    {ORDER_PRIORITIES.map((p) => (
                      <option key={p} value={p}>
                        {ORDER_PRIORITY_LABELS[p]}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="checkout-lab">Laboratory</Label>
            <select id="checkout-lab" className={selectClass} value={labId} onChange={(e) => setLabId(e.target.value)} aria-describedby={noneEligible ? 'checkout-lab-none' : undefined}>
              <option value="">Best available (split by laboratory if needed)</option>
              {eligible.map((lab) => (
                <option key={lab.id} value={lab.id}>
                  {lab.name} — {lab.location}
                </option>
              ))}
            </select>
            {noneEligible && (
              <p id="checkout-lab-none" className="text-xs text-muted-foreground">
                No single laboratory performs all of these tests: Labwise splits the order by laboratory.
              </p>
            )}
          </div>
          <div aria-live="polite" className="rounded-lg bg-muted p-3 text-sm">
            {preview.isPending ? (
              'Checking which laboratories offer your tests…'
            ) : preview.isError ? (
              <span className="text-destructive">{preview.error.message}</span>
            ) : (
              <>
                <p className="font-medium">
                  {preview.data.orders.length === 1 ? 'One order:' : `${preview.data.orders.length} orders, one per laboratory:`}
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {preview.data.orders.map((o) => (
                    <li key={o.labId}>
                      {o.labName}: {o.tests.map((t) => t.code).join(', ')} ({formatCents(o.totalCents)})
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="checkout-notes">Notes for the lab (optional)</Label>
            <textarea id="checkout-notes" maxLength={1000} className={`${selectClass} h-20 py-2`} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </div>
          <p className="text-xs text-muted-foreground">
            {forDoctor ? 'The patient pays at the laboratory when the sample is collected.' : 'You pay at the laboratory when your sample is collected.'}
          </p>
          {placeOrder.isError && <Alert tone="error">{placeOrder.error.message}</Alert>}
          <Button size="lg" onClick={confirm} disabled={placeOrder.isPending || preview.isError}>
            {placeOrder.isPending ? 'Placing order…' : 'Place order'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
