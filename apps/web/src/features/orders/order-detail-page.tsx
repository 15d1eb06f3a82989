import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { canTransition, hasResults, OPEN_ORDER_STATUSES, ORDER_PRIORITY_LABELS, ORDER_STATUS_LABELS, paths, REQUISITION_STATUSES } from '@labwise/domain';
import { formatCents } from '../../lib/format';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useCan } from '../../lib/can';
import { useCurrentAccount } from '../../lib/current-account';
import { orderQuery } from '../../api/orders/order-detail';
import { CollectionCard } from './collection/collection-card';
import { OrderUnavailable } from './order-unavailable';
import { PaymentCard } from './payment-card';
import { RateLabCard } from './rate-lab/rate-lab-card';
import { ResultsCard } from './results-card';
import { formatDateTime } from '../../lib/format';
import { loadWhenShown } from '../../components/load-when-shown';
import { TableHead } from '../../components/ui/table-head';

// Loaded when shown: its form library stays out of the page for those who never see it.
const CancelOrderForm = loadWhenShown(() => import('./cancel-order-form').then((m) => m.CancelOrderForm));


/**
 * One order: its tests, lab and total, and the timeline of every status change across roles.
 * `interpretation` is what the app layer puts under the results (what they mean for the
 * patient's assessment); this feature does not know where it comes from.
 */
export function OrderDetailPage({ interpretation }: { interpretation?: (orderId: string) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const account = useCurrentAccount();
  const can = useCan();
  const order = useQuery(orderQuery(id));

  if (order.isPending) return <Spinner label="Loading order…" />;
  if (order.isError) return <OrderUnavailable error={order.error} role={account.role} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const cancellable = canTransition(account.role, o.status, 'cancelled');
  // Mirrors the server: a patient's results print once released (Completed); the requisition before collection.
  const printable = hasResults(o.status) && can('read:results:scoped') && (o.status === 'completed' || !can('read:results:own'));
  const requisition = REQUISITION_STATUSES.includes(o.status) && can('read:requisition:scoped');

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle as="h1" className="text-2xl">Order {o.orderNumber}</CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={o.status} />
            {printable && (
              <Button asChild variant="outline" size="sm" className="no-print">
                <Link to={paths.orderPrint(o.id)}>Print</Link>
              </Button>
            )}
            {requisition && (
              <Button asChild variant="outline" size="sm" className="no-print">
                <Link to={paths.orderRequisition(o.id)}>Print requisition</Link>
              </Button>
            )}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-2 break-words text-sm">
            <dt className="font-semibold text-muted-foreground">Patient</dt>
            <dd>{o.patientName}</dd>
            <dt className="font-semibold text-muted-foreground">Laboratory</dt>
            <dd>{o.labName ?? 'Not routed yet'}</dd>
            <dt className="font-semibold text-muted-foreground">Priority</dt>
            <dd>{ORDER_PRIORITY_LABELS[o.priority]}</dd>
            <dt className="font-semibold text-muted-foreground">Ordered</dt>
            <dd>{formatDateTime(o.createdAt)}</dd>
            {o.notes && (
              <>
                <dt className="font-semibold text-muted-foreground">Notes</dt>
                <dd className="whitespace-pre-wrap">{o.notes}</dd>
              </>
            )}
          </dl>
          <table className="w-full text-sm">
            <TableHead caption="Tests in this order" className="text-left text-muted-foreground" columns={[['Test', 'py-2 pr-2'], ['Code', 'px-2 py-2'], ['Qty', 'px-2 py-2 text-right'], ['Price', 'py-2 pl-2 text-right']]} />
            <tbody>
              {o.items.map((item) => (
                <tr key={item.id} className="border-t border-border">
                  <td className="py-2 pr-2">{item.name}</td>
                  <td className="px-2 font-mono">{item.code}</td>
                  <td className="px-2 text-right">{item.quantity}</td>
                  <td className="pl-2 text-right whitespace-nowrap">{formatCents(item.unitPriceCents * item.quantity)}</td>
                </tr>
              ))}
              <tr className="border-t border-border font-semibold">
                <td className="py-2" colSpan={3}>
                  Total
                </td>
                <td className="pl-2 text-right whitespace-nowrap">{formatCents(o.totalCents)}</td>
              </tr>
            </tbody>
          </table>
          {cancellable && <CancelOrderForm orderId={o.id} orderNumber={o.orderNumber} />}
        </CardContent>
      </Card>
      {hasResults(o.status) && (
        <div className="flex flex-col gap-5 lg:col-span-2 lg:order-last">
          <ResultsCard orderId={o.id} canRelease={can('release:results:doctor')} />
          {/* Only once results are released (Completed), when the server could accept a rating; it still decides who may. */}
          {o.labId && o.status === 'completed' && can('rate:lab:scoped') && <RateLabCard orderId={o.id} />}
          {interpretation?.(o.id)}
        </div>
      )}
      <div className="flex flex-col gap-5">
        <PaymentCard orderId={o.id} status={o.status} />
        {/* Every role that may open an order sees its collection (administrators never reach this page). */}
        {o.labId && o.labTimeZone && (
          <CollectionCard
            orderId={o.id}
            labName={o.labName}
            timeZone={o.labTimeZone}
            collectedAt={o.events.find((e) => e.toStatus === 'sample_collected')?.at ?? null}
            canBook={can('update:appointment:own') && OPEN_ORDER_STATUSES.includes(o.status)}
          />
        )}
        <Card>
          <CardHeader>
            <CardTitle>Timeline</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="flex flex-col gap-4 border-l border-border pl-4">
              {o.events.map((event, index) => (
                <li key={index} className="relative">
                  <span
                    className="absolute -left-[1.35rem] top-1.5 h-2.5 w-2.5 rounded-full bg-primary"
                    aria-hidden="true"
                  />
                  <p className="font-medium">{ORDER_STATUS_LABELS[event.toStatus]}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatDateTime(event.at)}
                    {event.actorName ? ` · ${event.actorName}` : ''}
                  </p>
                  {event.reason && <p className="text-sm">{event.reason}</p>}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
