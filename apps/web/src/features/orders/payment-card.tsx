import { useQuery } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, PAYMENT_METHOD_LABELS, type OrderStatus } from '@labwise/domain';
import { orderPaymentQuery } from '../../api/orders/order-payment';
import { QueryStates } from '../../components/query-states';
import { TitledCard } from '../../components/titled-card';
import { Spinner } from '../../components/ui/spinner';
import { useCan } from '../../lib/can';
import { formatCents, formatDateTime } from '../../lib/format';

/**
 * Payment of one order. While it awaits payment, the patient is told they pay at the lab when the
 * sample is collected; once the lab has recorded it, everyone who sees the order reads
 * “Paid at collection” with the amount and method. Orders never awaiting payment show nothing.
 */
export function PaymentCard({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const can = useCan();
  const awaiting = status === 'awaiting_payment';
  const payment = useQuery({ ...orderPaymentQuery(orderId), enabled: !awaiting });

  if (awaiting) {
    return (
      <TitledCard title="Payment">
        <p className="text-sm">
          {/* Whoever books the collection is the one who pays at the lab. */}
          {can('update:appointment:own') ? PAYMENT_MESSAGES.payAtCollection : 'The patient pays at the laboratory when the sample is collected.'}
        </p>
      </TitledCard>
    );
  }
  return (
    <QueryStates query={payment} loading={<Spinner label="Loading payment…" />} failure="The payment could not be loaded." empty={null} isEmpty={(data) => data === null}>
      {(paid) =>
        paid && (
          <TitledCard title="Payment">
            <p className="text-sm">
              <strong>{PAYMENT_MESSAGES.paidAtCollection}</strong>: {formatCents(paid.amountCents)} by {PAYMENT_METHOD_LABELS[paid.method].toLowerCase()}
              {paid.reference ? ` (ref. ${paid.reference})` : ''}, {formatDateTime(paid.recordedAt)}.
            </p>
          </TitledCard>
        )
      }
    </QueryStates>
  );
}
