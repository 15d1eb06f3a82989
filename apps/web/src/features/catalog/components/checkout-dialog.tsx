import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { formatMoney, paths, type Cart, type Lab } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/input';
import { usePlaceOrder } from '../api/catalog-api';

const selectClass = 'h-10 w-full rounded-lg border border-border bg-card px-3 text-sm';

/**
 * Confirms a checkout: the lab (one that offers every test, or Labwise splits the order by lab)
 * and notes; one Idempotency-Key per opened dialog, so a double click places one order.
 */
export function CheckoutDialog({ open, onOpenChange, cart, labs }: { open: boolean; onOpenChange: (open: boolean) => void; cart: Cart | undefined; labs: Lab[] }) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const [labId, setLabId] = useState('');
  const [notes, setNotes] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());

  const change = (next: boolean) => {
    if (next) {
      setKey(crypto.randomUUID());
      placeOrder.reset();
    }
    onOpenChange(next);
  };

  const confirm = () => {
    placeOrder.mutate(
      { request: { ...(labId ? { labId } : {}), ...(notes.trim() ? { notes: notes.trim() } : {}), priority: 'standard' }, key },
      {
        onSuccess: (orders) => {
          toast.success(orders.length === 1 ? `Order ${orders[0]!.orderNumber} placed` : `${orders.length} orders placed, one per laboratory`);
          onOpenChange(false);
          void navigate(orders.length === 1 ? paths.order(orders[0]!.id) : paths.patientOrders);
        },
      },
    );
  };

  const active = labs.filter((lab) => lab.status === 'active');
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
                <span>{formatMoney(line.priceCents * line.quantity)}</span>
              </li>
            ))}
            <li className="mt-2 flex justify-between border-t border-border pt-2 font-semibold">
              <span>Total</span>
              <span>{formatMoney(cart?.totalCents ?? 0)}</span>
            </li>
          </ul>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="checkout-lab">Laboratory</Label>
            <select id="checkout-lab" className={selectClass} value={labId} onChange={(e) => setLabId(e.target.value)}>
              <option value="">Best available (split by laboratory if needed)</option>
              {active.map((lab) => (
                <option key={lab.id} value={lab.id}>
                  {lab.name} — {lab.location}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="checkout-notes">Notes for the lab (optional)</Label>
            <textarea id="checkout-notes" maxLength={1000} className={`${selectClass} h-20 py-2`} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </div>
          <p className="text-xs text-muted-foreground">You pay at the laboratory when your sample is collected.</p>
          {placeOrder.isError && <Alert tone="error">{placeOrder.error.message}</Alert>}
          <Button size="lg" onClick={confirm} disabled={placeOrder.isPending}>
            {placeOrder.isPending ? 'Placing order…' : 'Place order'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
