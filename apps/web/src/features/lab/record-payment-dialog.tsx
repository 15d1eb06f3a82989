import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { PAYMENT_MESSAGES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type OrderListItem } from '@labwise/domain';
import { formatCents } from '../../lib/format';
import { useRecordPayment } from '../../api/orders/record-payment';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/input';

/** What the technician types: dollars and cents as text, the method, an optional receipt or claim number. */
const paymentForm = z.object({
  amount: z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, PAYMENT_MESSAGES.amount),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  reference: z.string().trim().max(100, 'Keep the reference under 100 characters.'),
});
type PaymentForm = z.infer<typeof paymentForm>;

const toCents = (amount: string) => Math.round(Number(amount) * 100);
const defaults = (order: OrderListItem): PaymentForm => ({ amount: (order.totalCents / 100).toFixed(2), method: 'card', reference: '' });

/**
 * Record payment at collection (no payment provider configured): the amount starts at the order's
 * total; saving moves the order from Awaiting Payment to Ordered. The server decides who may.
 */
export function RecordPaymentDialog({ order, onClose }: { order: OrderListItem | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent title="Record payment" description={`Order ${order.orderNumber} · ${order.patientName} · total ${formatCents(order.totalCents)}`}>
          {/* Keyed by order: each order opens a fresh form and a fresh request state. */}
          <PaymentFields key={order.id} order={order} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PaymentFields({ order, onDone }: { order: OrderListItem; onDone: () => void }) {
  const record = useRecordPayment();
  const { register, handleSubmit, formState } = useForm<PaymentForm>({ resolver: zodResolver(paymentForm), defaultValues: defaults(order) });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    record.mutate(
      { id: order.id, body: { amountCents: toCents(values.amount), method: values.method, ...(values.reference ? { reference: values.reference } : {}) } },
      {
        onSuccess: (paid) => {
          toast.success(`Payment of ${formatCents(paid.amountCents)} recorded for ${order.orderNumber}`);
          onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="payment-amount">Amount paid (USD)</Label>
        <Input id="payment-amount" inputMode="decimal" aria-invalid={errors.amount ? true : undefined} aria-describedby={errors.amount ? 'payment-amount-error' : undefined} {...register('amount')} />
        {errors.amount && <p id="payment-amount-error" className="text-sm text-destructive">{errors.amount.message}</p>}
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Method</legend>
        <div className="flex flex-wrap gap-4">
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm">
              <input type="radio" value={method} {...register('method')} />
              {PAYMENT_METHOD_LABELS[method]}
            </label>
          ))}
        </div>
        {errors.method && <p className="text-sm text-destructive">{errors.method.message}</p>}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="payment-reference">Reference (optional)</Label>
        <Input id="payment-reference" placeholder="Receipt, terminal or claim number" maxLength={100} aria-invalid={errors.reference ? true : undefined} {...register('reference')} />
        {errors.reference && <p className="text-sm text-destructive">{errors.reference.message}</p>}
      </div>
      {record.isError && <Alert tone="error">{record.error.message}</Alert>}
      <Button type="submit" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record payment'}
      </Button>
    </form>
  );
}
