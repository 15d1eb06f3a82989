import { paths, type Role } from '@labwise/domain';
import { DetailUnavailable, type WayBack } from '../../components/detail-unavailable';

/** Where each role finds its orders (the order page's way back). */
const ORDERS_OF: Partial<Record<Role, WayBack>> = {
  patient: { path: paths.patientOrders, label: 'Go to My Orders' },
  doctor: { path: paths.orders, label: 'Go to Orders' },
  lab_technician: { path: paths.labOrders, label: 'Go to Orders' },
};

/** An order that cannot be shown, as a page with the caller's way back to their orders. */
export function OrderUnavailable({ error, role, onRetry }: { error: Error; role: Role; onRetry: () => void }) {
  const back = ORDERS_OF[role] ?? { path: paths.dashboard, label: 'Go to the dashboard' };
  return <DetailUnavailable error={error} thing="order" back={back} onRetry={onRetry} />;
}
