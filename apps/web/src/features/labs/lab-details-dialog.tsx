import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FIGURES_WINDOW_DAYS, ORDER_STATUS_LABELS, paths, RATING_MESSAGES, type Lab, type OrderStatus } from '@labwise/domain';
import { formatCents } from '../../lib/format';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { countOf } from '../../lib/plural';
import { cn } from '../../lib/utils';
import { hours } from './lab-card';
import { labDetailQuery } from '../../api/labs/lab-detail';
import { FailedAlert } from '../../components/failed-alert';

const TABS = ['Overview', 'Tests', 'Orders', 'Performance'] as const;
type Tab = (typeof TABS)[number];

/** Lab details with tabs Overview, Tests, Orders (first 10 the viewer may see) and Performance. */
export function LabDetailsDialog({ lab, onClose }: { lab: Lab | null; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('Overview');
  const detail = useQuery({ ...labDetailQuery(lab?.id ?? ''), enabled: lab !== null });
  return (
    <Dialog open={lab !== null} onOpenChange={(open) => !open && (onClose(), setTab('Overview'))}>
      {lab && (
        <DialogContent title={lab.name} description={lab.address} className="max-w-2xl">
          <div role="tablist" aria-label="Lab details" className="mb-4 flex gap-1 border-b border-border">
            {TABS.map((t) => (
              <button
                key={t}
                role="tab"
                type="button"
                aria-selected={tab === t}
                onClick={() => setTab(t)}
                className={cn('-mb-px border-b-2 px-3 py-2 text-sm font-medium', tab === t ? 'border-primary text-primary' : 'border-transparent text-muted-foreground')}
              >
                {t}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={tab} className="max-h-[60vh] overflow-y-auto text-sm">
            {tab === 'Overview' ? (
              <dl className="grid grid-cols-[9rem_1fr] gap-x-4 gap-y-2">
                {(
                  [
                    ['Hours', lab.hours],
                    ['Certification', lab.certification],
                    ['CLIA number', lab.cliaNumber ?? 'Not recorded'],
                    ['Established', String(lab.established)],
                    ['Capacity', `${lab.capacityPerDay} tests per day`],
                    ['Phone', lab.phone],
                    ['E-mail', lab.email],
                    ['Website', lab.website ?? '—'],
                    ['Specialties', lab.specialties.join(', ')],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold text-muted-foreground">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : detail.isPending ? (
              <Spinner label="Loading…" />
            ) : detail.isError ? (
              <FailedAlert retrying={detail.isFetching} onRetry={() => void detail.refetch()}>{detail.error.message}</FailedAlert>
            ) : tab === 'Tests' ? (
              <ul className="divide-y divide-border">
                {detail.data.tests.map((t) => (
                  <li key={t.id} className="flex justify-between py-2">
                    <span>
                      {t.name} <span className="font-mono text-xs text-muted-foreground">{t.code}</span>
                    </span>
                    <span>{formatCents(t.priceCents)}</span>
                  </li>
                ))}
              </ul>
            ) : tab === 'Orders' ? (
              detail.data.orders.length === 0 ? (
                <p className="py-6 text-center text-muted-foreground">No orders of yours at this lab yet.</p>
              ) : (
                <ul className="divide-y divide-border">
                  {detail.data.orders.map((o) => (
                    <li key={o.id} className="flex justify-between py-2">
                      <Link to={paths.order(o.id)} className="font-mono text-primary hover:underline">
                        {o.orderNumber}
                      </Link>
                      <span>{ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status}</span>
                    </li>
                  ))}
                </ul>
              )
            ) : (
              <dl className="grid grid-cols-[12rem_1fr] gap-x-4 gap-y-2">
                <dt className="font-semibold text-muted-foreground">Completion rate</dt>
                <dd>{detail.data.performance.completionRate === null ? 'No orders yet' : `${detail.data.performance.completionRate}%`}</dd>
                <dt className="font-semibold text-muted-foreground">Orders handled</dt>
                <dd>
                  {detail.data.performance.completedOrders} completed of {detail.data.performance.totalOrders}
                </dd>
                <dt className="font-semibold text-muted-foreground">Average turnaround</dt>
                <dd>
                  {detail.data.performance.averageTurnaroundHours === null
                    ? RATING_MESSAGES.noTurnaround
                    : `${hours(detail.data.performance.averageTurnaroundHours)} from collection to results (last ${FIGURES_WINDOW_DAYS} days)`}
                </dd>
                <dt className="font-semibold text-muted-foreground">Expected turnaround</dt>
                <dd>{lab.expectedTurnaroundHours} hours, as the lab states it</dd>
                <dt className="font-semibold text-muted-foreground">Rating</dt>
                <dd>
                  {detail.data.performance.rating === null
                    ? RATING_MESSAGES.noRatings
                    : `${detail.data.performance.rating.toFixed(1)} out of 5 (${countOf(detail.data.performance.ratingCount, 'rating')})`}
                </dd>
              </dl>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
