import { Link } from 'react-router';
import { paths, type Role } from '@labwise/domain';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';

/** Where each role finds its orders (the order page's way back). */
const ORDERS_OF: Partial<Record<Role, { path: string; label: string }>> = {
  patient: { path: paths.patientOrders, label: 'Go to My Orders' },
  doctor: { path: paths.orders, label: 'Go to Orders' },
  lab_technician: { path: paths.labOrders, label: 'Go to Orders' },
};

/**
 * An order that cannot be shown, as a page: a missing, malformed or out-of-reach id says so in
 * plain words (never the server's parameter message) with a way back; anything else says it
 * could not be loaded, with Retry.
 */
export function OrderUnavailable({ error, role, onRetry }: { error: Error; role: Role; onRetry: () => void }) {
  const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
  const back = ORDERS_OF[role] ?? { path: paths.dashboard, label: 'Go to the dashboard' };
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 py-10 text-center" aria-labelledby="order-unavailable">
      <h1 id="order-unavailable" className="text-2xl font-semibold">
        {missing ? 'Order not found' : 'This order could not be loaded'}
      </h1>
      <p className="text-muted-foreground">
        {missing
          ? 'There is no order at this address that you can see. Check the link, or find the order in your list.'
          : error.message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {!missing && <Button onClick={onRetry}>Retry</Button>}
        <Button asChild variant={missing ? 'default' : 'outline'}>
          <Link to={back.path}>{back.label}</Link>
        </Button>
      </div>
    </section>
  );
}
