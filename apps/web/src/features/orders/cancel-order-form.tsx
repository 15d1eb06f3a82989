import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import { cancelOrderRequest } from '@labwise/domain';
import { controlProps, FieldError, FormAlert } from '../../components/form';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { useCancelOrder } from '../../api/orders/cancel-order';

/** Cancel this order: the reason is required, as the server's cancel schema says. */
export function CancelOrderForm({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const cancel = useCancelOrder(orderId);
  const form = useForm({ resolver: zodResolver(cancelOrderRequest), defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit((body) => cancel.mutate(body.reason, { onSuccess: () => toast.success(`Order ${orderNumber} cancelled`) }));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 border-t border-border pt-4">
        <Label htmlFor="cancel-reason">Cancel this order</Label>
        <div className="flex flex-wrap gap-2">
          <Input className="flex-1" placeholder="Why is it cancelled?" required maxLength={500} {...form.register('reason')} {...controlProps('cancel-reason', error)} />
          <Button type="submit" variant="destructive" disabled={cancel.isPending || !reason.trim()}>
            Cancel order
          </Button>
        </div>
        <FieldError id="cancel-reason" message={error} />
        <FormAlert message={cancel.isError ? cancel.error.message : null} />
      </form>
    </FormProvider>
  );
}
