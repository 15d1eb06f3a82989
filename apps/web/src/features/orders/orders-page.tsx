import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@labwise/domain';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useCan } from '../../lib/can';
import { ordersPagesQuery } from '../../api/orders/list-orders';
import { LoadMore, rowsOf } from '../../components/load-more';
import { formatDate } from '../../lib/format';
import { countOf } from '../../lib/plural';
import { FailedAlert } from '../../components/failed-alert';

/** 'My Test Orders' for patients, the order queue for doctors: every order the caller may see. */
export function OrdersPage() {
  const ownOnly = useCan()('read:order:own');
  const orders = useInfiniteQuery(ordersPagesQuery());
  const rows = rowsOf(orders.data);
  const title = ownOnly ? 'My Test Orders' : 'Orders';

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Button asChild variant="outline">
          <Link to={paths.catalog}>Order tests</Link>
        </Button>
      </div>
      {orders.isPending ? (
        <Spinner label="Loading orders…" />
      ) : orders.isError && !orders.data ? (
        <FailedAlert retrying={orders.isFetching} onRetry={() => void orders.refetch()}>
          The orders could not be loaded. {orders.error.message}
        </FailedAlert>
      ) : rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <p>No orders yet.</p>
          <p className="text-sm text-muted-foreground">Browse the test catalog to order your first tests.</p>
        </Card>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {rows.map((order) => (
              <li key={order.id}>
                <Card className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4">
                  <div className="min-w-36">
                    <p className="font-mono font-semibold">{order.orderNumber}</p>
                    <p className="text-sm text-muted-foreground">Ordered {formatDate(order.createdAt)}</p>
                  </div>
                  <OrderStatusBadge status={order.status} />
                  <div className="flex flex-1 flex-wrap items-center gap-1.5">
                    <span className="text-sm text-muted-foreground">
                      {countOf(order.items.length, 'test')}
                    </span>
                    {order.items.map((item) => (
                      <Badge key={item.id} variant="outline" className="font-mono">
                        {item.code}
                      </Badge>
                    ))}
                  </div>
                  {!ownOnly && <span className="text-sm">{order.patientName}</span>}
                  <Button asChild size="sm" variant="outline">
                    <Link to={paths.order(order.id)}>View Details</Link>
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
          <LoadMore query={orders} what="orders" />
        </>
      )}
    </div>
  );
}
