import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUS_LABELS, supportOrderParams, type SupportOrder } from '@labwise/domain';
import { QueryStates } from '../../../components/query-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/form';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { formatDateTime } from '../../../lib/format';
import { supportOrderQuery } from '../api/support';
import { SectionCard } from '../components/section-card';

/** Order number → status, lab and dates; never results or patient data (the server answers nothing more). */
export function OrderLookup() {
  const form = useForm({ resolver: zodResolver(supportOrderParams), defaultValues: { orderNumber: '' } });
  const [orderNumber, setOrderNumber] = useState('');
  const order = useQuery(supportOrderQuery(orderNumber));
  // The schema's reading of the number (trimmed, in capitals) is what is looked up.
  const search = form.handleSubmit((parsed) => setOrderNumber(parsed.orderNumber));

  return (
    <SectionCard title="Order lookup" description="Status only, for support: no results, answers or patient details." contentClassName="flex flex-col gap-4">
      <FormProvider {...form}>
        <form role="search" noValidate className="flex flex-wrap items-end gap-2" onSubmit={(e) => void search(e)}>
          <TextField<{ orderNumber: string }> name="orderNumber" id="support-order-number" label="Order number" placeholder="NB-100123" className="min-w-56" />
          <Button type="submit">Look up</Button>
        </form>
      </FormProvider>
      {orderNumber !== '' && (
        <QueryStates query={order} loading={<SkeletonList label="Looking up the order" rows={1} rowClassName="h-28" />}>
          {(data) => <OrderSteps order={data} />}
        </QueryStates>
      )}
    </SectionCard>
  );
}

function OrderSteps({ order }: { order: SupportOrder }) {
  const steps: [string, string | null][] = [
    ['Ordered', order.orderedAt],
    ['Sample collected', order.collectedAt],
    ['Resulted', order.resultedAt],
    ['Completed', order.completedAt],
    ...(order.cancelledAt ? ([['Cancelled', order.cancelledAt]] as [string, string][]) : []),
  ];
  return (
    <section aria-label={`Order ${order.orderNumber}`} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{order.orderNumber}</span>
        <Badge variant={order.status === 'cancelled' ? 'destructive' : 'secondary'}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        <span className="text-sm text-muted-foreground">{order.labName ?? 'No lab yet'}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {steps.map(([label, at]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{at ? formatDateTime(at) : 'Not yet'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
