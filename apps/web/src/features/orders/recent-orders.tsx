import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@labwise/domain';
import { ordersQuery } from '../../api/orders/list-orders';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { QueryStates } from '../../components/query-states';
import { SeeAll, TitledCard } from '../../components/titled-card';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format';

/** 'My Test Orders' on the patient dashboard, 'Recent Orders' (3) on the doctor's. */
export function RecentOrders({ title, limit, allPath }: { title: string; limit: number; allPath: string }) {
  const orders = useQuery(ordersQuery());
  return (
    <TitledCard title={title} action={<SeeAll to={allPath} />}>
      <QueryStates query={orders} loading={<Spinner label="Loading orders…" />} empty={<p className="py-4 text-sm text-muted-foreground">No orders yet. Order tests from the Test Catalog.</p>}>
        {(data) => (
          <ul className="divide-y divide-border">
            {data.slice(0, limit).map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-3 py-3">
                <span className="font-mono text-sm font-semibold">{order.orderNumber}</span>
                <OrderStatusBadge status={order.status} />
                <span className="text-sm text-muted-foreground">
                  {order.items.length} {order.items.length === 1 ? 'test' : 'tests'}
                </span>
                <span className="flex gap-1">
                  {order.items.map((item) => (
                    <Badge key={item.id} variant="outline" className="font-mono">
                      {item.code}
                    </Badge>
                  ))}
                </span>
                <span className="text-sm text-muted-foreground">{formatDate(order.createdAt)}</span>
                <Button asChild size="sm" variant="ghost" className="ml-auto">
                  <Link to={paths.order(order.id)}>View Details</Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}
