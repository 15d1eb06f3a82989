import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { awaitsRelease, paths } from '@labwise/domain';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ordersPagesQuery } from '../../api/orders/list-orders';
import { LoadMore, rowsOf } from '../../components/load-more';
import { FailedAlert } from '../../components/failed-alert';

/** The doctor's results to review: orders whose results are ready and not yet released. */
export function ReviewResultsPage() {
  const orders = useInfiniteQuery(ordersPagesQuery());
  const waiting = rowsOf(orders.data).filter((o) => awaitsRelease(o.status));
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">Results to review</h1>
      {orders.isPending ? (
        <Spinner label="Loading results…" />
      ) : orders.isError && !orders.data ? (
        <FailedAlert retrying={orders.isFetching} onRetry={() => void orders.refetch()}>
          The results waiting for review could not be loaded. {orders.error.message}
        </FailedAlert>
      ) : (
        <>
          {waiting.length === 0 ? (
            <Card className="p-10 text-center text-muted-foreground">
              No results waiting for your review.
            </Card>
          ) : (
            <ul className="flex flex-col gap-3">
              {waiting.map((o) => (
                <li key={o.id}>
                  <Card className="flex flex-wrap items-center gap-4 p-4">
                    <span className="font-mono font-semibold">{o.orderNumber}</span>
                    <span>{o.patientName}</span>
                    <span className="text-sm text-muted-foreground">
                      {o.items.map((i) => i.code).join(', ')}
                    </span>
                    <OrderStatusBadge status={o.status} />
                    <Button asChild size="sm" className="ml-auto">
                      <Link to={paths.order(o.id)}>Review</Link>
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {/* Older orders may still wait: the list is read newest first, a page at a time. */}
          <LoadMore query={orders} what="orders" />
        </>
      )}
    </div>
  );
}
