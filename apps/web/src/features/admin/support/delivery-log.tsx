import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { DELIVERY_STATE_LABELS, DELIVERY_STATES, type Delivery, type DeliveryState } from '@labwise/domain';
import { QueryStates } from '../../../components/query-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { formatDateTime } from '../../../lib/format';
import { deliveriesQuery, useRetryDelivery } from '../api/support';
import { SectionCard } from '../components/section-card';

const VARIANT: Record<DeliveryState, 'secondary' | 'outline' | 'success' | 'warning' | 'destructive'> = {
  queued: 'outline',
  sending: 'secondary',
  retrying: 'warning',
  sent: 'success',
  failed: 'destructive',
};
const FILTERS = [['', 'All deliveries'], ...DELIVERY_STATES.map((s) => [s, DELIVERY_STATE_LABELS[s]] as const)] as const;
const kindLabel = (kind: string) => kind.replaceAll('_', ' ');

/** The outbox's delivery log: newest first, recipients masked, never a message's content. */
export function DeliveryLog({ status, onStatusChange }: { status: DeliveryState | ''; onStatusChange: (status: DeliveryState | '') => void }) {
  const deliveries = useQuery(deliveriesQuery(status));
  return (
    <SectionCard
      title="Delivery log"
      description="E-mails and text messages: queued, sent, being retried or failed after their last try."
      filter={
        <div className="w-48">
          <SelectField id="delivery-status" label="Delivery status" value={status} onChange={(v) => onStatusChange(v as DeliveryState | '')} options={FILTERS} />
        </div>
      }
    >
      <QueryStates
        query={deliveries}
        loading={<SkeletonList label="Loading deliveries" rows={3} rowClassName="h-10 w-full" />}
        empty={<EmptyState title="No deliveries" description={status ? `No ${DELIVERY_STATE_LABELS[status].toLowerCase()} deliveries.` : 'No e-mail or text message has been sent yet.'} className="py-8" />}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-2 pr-3 font-medium">Created</th>
                  <th className="py-2 pr-3 font-medium">Kind</th>
                  <th className="py-2 pr-3 font-medium">Recipient</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="py-2 pr-3 font-medium">Tries</th>
                  <th className="py-2 pr-3 font-medium">Last error</th>
                  <th className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.map((d) => (
                  <DeliveryRow key={d.id} delivery={d} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
    </SectionCard>
  );
}

function DeliveryRow({ delivery: d }: { delivery: Delivery }) {
  const retry = useRetryDelivery();
  return (
    <tr>
      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(d.createdAt)}</td>
      <td className="py-2 pr-3">
        {d.channel === 'sms' ? 'SMS' : 'E-mail'} · {kindLabel(d.kind)}
      </td>
      <td className="py-2 pr-3 font-mono text-xs">{d.recipient}</td>
      <td className="py-2 pr-3">
        <Badge variant={VARIANT[d.status]}>{DELIVERY_STATE_LABELS[d.status]}</Badge>
        {d.nextAttemptAt && d.status === 'retrying' && <div className="text-xs text-muted-foreground">Next try {formatDateTime(d.nextAttemptAt)}</div>}
        {d.sentAt && <div className="text-xs text-muted-foreground">Sent {formatDateTime(d.sentAt)}</div>}
      </td>
      <td className="py-2 pr-3">
        {d.attempts} of {d.maxAttempts}
      </td>
      <td className="max-w-xs py-2 pr-3 break-words text-muted-foreground">{d.lastError ?? '—'}</td>
      <td className="py-2 text-right">
        {d.status === 'failed' && (
          <Button
            size="sm"
            variant="outline"
            disabled={retry.isPending}
            aria-label={`Retry the ${kindLabel(d.kind)} to ${d.recipient}`}
            onClick={() =>
              retry.mutate(d.id, {
                onSuccess: () => toast.success('Delivery queued again'),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Retry
          </Button>
        )}
      </td>
    </tr>
  );
}
