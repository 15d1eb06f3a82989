import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LAB_SUMMARY_EXPLANATIONS, paths, type LabSummary } from '@labwise/domain';
import { FailedAlert } from '../../components/failed-alert';
import { StatCards } from '../../components/stat-cards';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { labSummaryQuery } from '../../api/orders/lab-summary';
import { LabQueue } from './lab-queue';

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

/** What needs saying before the work: no lab yet, or critical values still waiting for a doctor. */
function Notices({ summary }: { summary: LabSummary }) {
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
    </>
  );
}

function Queues({ summary }: { summary: LabSummary }) {
  return (
    <>
      <LabQueue
        title="Samples to Process"
        items={summary.toProcess}
        total={summary.sampleCollected + summary.processing}
        empty="No samples waiting. Collected samples appear here until their results are uploaded."
        showStatus
        all={{ path: paths.labResults, label: 'All samples', more: ['more sample', 'more samples'], page: 'Results page' }}
      />
      <LabQueue
        title="Next Incoming Orders"
        items={summary.queue}
        total={summary.incoming}
        empty="No incoming orders. Orders routed to your lab appear here."
        all={{ path: paths.labOrders, label: 'All orders', more: ['more incoming order', 'more incoming orders'], page: 'Orders page' }}
      />
    </>
  );
}

/**
 * The lab technician's dashboard starts with today's queue — what to collect today (composed in
 * by the app), the samples to process, the next incoming orders — then the lab's figures, all
 * counted by the server over all of the lab's orders.
 */
export function LabDashboard({ collections }: { collections?: ReactNode }) {
  const summary = useQuery(labSummaryQuery());
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="lab-queue-heading" className="flex flex-col gap-3">
        <h2 id="lab-queue-heading" className="text-xl font-semibold">
          Today’s queue
        </h2>
        {summary.isPending ? (
          <Spinner label="Loading your lab’s figures…" />
        ) : summary.isError ? (
          <FailedAlert retrying={summary.isFetching} onRetry={() => void summary.refetch()}>
            Your lab’s figures could not be loaded. {summary.error.message}
          </FailedAlert>
        ) : (
          <Notices summary={summary.data} />
        )}
        <div className="grid gap-5 lg:grid-cols-2">
          {collections}
          {summary.data && <Queues summary={summary.data} />}
        </div>
      </section>
      {summary.data && (
        <section aria-labelledby="lab-today-heading" className="flex flex-col gap-3">
          <h2 id="lab-today-heading" className="text-xl font-semibold">
            Today at your lab
          </h2>
          <StatCards className="lg:grid-cols-3" stats={FIGURES.map((f) => [f.label, summary.data[f.key], LAB_SUMMARY_EXPLANATIONS[f.key]] as const)} />
        </section>
      )}
    </div>
  );
}
