import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { toast } from '../../lib/toast';
import { hasResults, paths, type Order } from '@labwise/domain';
import { QueryStates } from '../../components/query-states';
import { TitledCard } from '../../components/titled-card';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { downloadOrderReport } from '../../api/orders/download-report';
import { ordersQuery } from '../../api/orders/list-orders';

export const downloadReport = (order: Pick<Order, 'id' | 'orderNumber'>) =>
  downloadOrderReport(order).catch((error: Error) => toast.error(error.message));

/** 'Test Results' on the patient dashboard: orders whose results have been released. */
export function TestResultsSection() {
  const orders = useQuery(ordersQuery());
  const ready = (orders.data ?? []).filter((o) => hasResults(o.status));
  return (
    <TitledCard title="Test Results">
      <QueryStates
        query={orders}
        loading={<Spinner label="Loading results…" />}
        isEmpty={() => ready.length === 0}
        empty={<p className="py-4 text-sm text-muted-foreground">No results yet. They appear here once your doctor has reviewed them.</p>}
      >
        {() => (
          <ul className="divide-y divide-border">
            {ready.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                <span className="font-mono font-semibold">{order.orderNumber}</span>
                <span className="text-muted-foreground">{order.items.map((i) => i.code).join(', ')}</span>
                <span className="ml-auto flex gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link to={paths.order(order.id)}>View Results</Link>
                  </Button>
                  {order.status === 'completed' && (
                    <Button size="sm" variant="ghost" onClick={() => void downloadReport(order)}>
                      <Download className="h-4 w-4" aria-hidden="true" /> Download PDF
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}
