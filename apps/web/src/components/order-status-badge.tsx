import { ORDER_STATUS_LABELS, type OrderStatus } from '@labwise/domain';
import { Badge } from './ui/badge';

const VARIANT: Partial<Record<OrderStatus, 'success' | 'warning' | 'destructive' | 'secondary' | 'default'>> = {
  results_ready: 'success',
  completed: 'success',
  cancelled: 'destructive',
  error: 'destructive',
  awaiting_payment: 'warning',
  processing: 'default',
  sample_collected: 'default',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANT[status] ?? 'secondary'}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
