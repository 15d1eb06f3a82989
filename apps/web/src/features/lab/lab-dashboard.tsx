import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LAB_SUMMARY_EXPLANATIONS, ORDER_PRIORITY_LABELS, paths, type LabSummary } from '@labwise/domain';
import { StatCards } from '../../components/stat-cards';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/format';
import { labSummaryQuery } from '../../api/orders/lab-summary';

/** The figures a technician starts the day with, in the order the bench works through them. */
const FIGURES: readonly { key: keyof typeof LAB_SUMMARY_EXPLANATIONS; label: string }[] = [
  { key: 'incoming', label: 'Incoming' },
  { key: 'collectionsToday', label: 'Collections Today' },
  { key: 'sampleCollected', label: 'Sample Collected' },
  { key: 'processing', label: 'Processing' },
  { key: 'resultsReady', label: 'Awaiting Release' },
  { key: 'completedToday', label: 'Completed Today' },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function NextIncoming({ summary }: { summary: LabSummary }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Next Incoming Orders</CardTitle>
        <Link to={paths.labOrders} className="text-sm text-primary hover:underline">
          All orders
        </Link>
      </CardHeader>
      <CardContent>
        {summary.queue.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">No incoming orders. Orders routed to your lab appear here.</p>
        ) : (
          <>
            <ul className="divide-y divide-border">
              {summary.queue.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
                  <Link to={paths.order(order.id)} className="font-mono font-medium text-primary hover:underline">
                    {order.orderNumber}
                  </Link>
                  <span>{order.patientName}</span>
                  <span className="text-muted-foreground">{order.testCodes.join(', ')}</span>
                  {order.priority !== 'standard' && <Badge variant="destructive">{ORDER_PRIORITY_LABELS[order.priority]}</Badge>}
                  <span className="ml-auto text-muted-foreground">{formatDateTime(order.createdAt)}</span>
                </li>
              ))}
            </ul>
            {summary.incoming > summary.queue.length && (
              <p className="pt-2 text-sm text-muted-foreground">
                {plural(summary.incoming - summary.queue.length, 'more incoming order', 'more incoming orders')} on the{' '}
                <Link to={paths.labOrders} className="font-medium text-primary hover:underline">
                  Orders page
                </Link>
                .
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Figures({ summary }: { summary: LabSummary }) {
  return (
    <>
      {summary.timeZone === null && (
        <Alert tone="warning">You are not assigned to a lab yet. An administrator assigns technicians to their lab; orders reach you from then on.</Alert>
      )}
      {summary.criticalAwaitingRelease > 0 && (
        <Alert tone="warning">
          {plural(summary.criticalAwaitingRelease, 'order with a critical value is', 'orders with a critical value are')} still waiting for the doctor’s release.
        </Alert>
      )}
      <StatCards className="lg:grid-cols-3" stats={FIGURES.map((f) => [f.label, summary[f.key], LAB_SUMMARY_EXPLANATIONS[f.key]] as const)} />
    </>
  );
}

/**
 * The lab technician's dashboard: today's figures for their lab (counted by the server over all
 * of the lab's orders), open critical values, the next incoming orders and, composed by the app,
 * today's collections.
 */
export function LabDashboard({ collections }: { collections?: ReactNode }) {
  const summary = useQuery(labSummaryQuery());
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="lab-today-heading" className="flex flex-col gap-3">
        <h2 id="lab-today-heading" className="text-xl font-semibold">
          Today at your lab
        </h2>
        {summary.isPending ? (
          <Spinner label="Loading your lab’s figures…" />
        ) : summary.isError ? (
          <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>Your lab’s figures could not be loaded. {summary.error.message}</span>
            <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          <Figures summary={summary.data} />
        )}
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        {summary.data && <NextIncoming summary={summary.data} />}
        {collections}
      </div>
    </div>
  );
}
