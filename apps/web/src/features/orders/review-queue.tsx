import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { awaitsRelease, paths } from '@labwise/domain';
import { ordersQuery } from '../../api/orders/list-orders';
import { QueryStates } from '../../components/query-states';
import { SeeAll, TitledCard } from '../../components/titled-card';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format';

const SHOWN = 5;

/** The doctor's review queue on the dashboard: results back from the lab that wait for their release, oldest first. */
export function ReviewQueueCard() {
  const orders = useQuery(ordersQuery());
  const waiting = (orders.data ?? []).filter((o) => awaitsRelease(o.status)).reverse();
  return (
    <TitledCard title="Results to Review" action={<SeeAll to={paths.results} />}>
      <QueryStates
        query={orders}
        loading={<Spinner label="Loading results to review…" />}
        failure="The results waiting for review could not be loaded."
        isEmpty={() => waiting.length === 0}
        empty={<EmptyState icon={ClipboardCheck} title="No results waiting for your review." className="py-4" />}
      >
        {() => (
          <ul className="flex flex-col divide-y divide-border" aria-label="Results waiting for review">
            {waiting.slice(0, SHOWN).map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-mono font-semibold">{o.orderNumber}</span>
                <span className="min-w-0 truncate">{o.patientName}</span>
                <span className="text-muted-foreground">{o.items.map((i) => i.code).join(', ')}</span>
                <span className="text-muted-foreground">ordered {formatDate(o.createdAt)}</span>
                <Link to={paths.order(o.id)} className="ml-auto font-medium text-primary hover:underline" aria-label={`Review ${o.orderNumber}`}>
                  Review
                </Link>
              </li>
            ))}
            {waiting.length > SHOWN && <li className="py-2 text-sm text-muted-foreground">{waiting.length - SHOWN} more in Results.</li>}
          </ul>
        )}
      </QueryStates>
    </TitledCard>
  );
}
