import { useState } from 'react';
import { Link } from 'react-router';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { paths, unitLabel, type ReleasedResults } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadMore, rowsOf } from '../../components/load-more';
import type { ListPage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { ResultTrend } from './result-trend';
import { ResultValues } from './result-values';
import { downloadReport } from './test-results-section';

/**
 * 'Lab results' on My Results: the patient's released results (doctor-released orders and resulted
 * self-orders), each order with its values, notes and report; loading, error (with a retry) and
 * empty states of its own; older releases a page at a time (Load more).
 */
export function LabResultsSection({ released }: { released: UseInfiniteQueryResult<InfiniteData<ListPage<ReleasedResults>>> }) {
  const rows = rowsOf(released.data);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="lab-results-title">
      <h2 id="lab-results-title" className="text-xl font-semibold">
        Lab results
      </h2>
      {released.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-label="Loading your lab results…">
          <Skeleton className="h-32 w-full" />
        </div>
      ) : released.isError && !released.data ? (
        <Alert tone="error" className="flex flex-col items-start gap-2">
          <p>Failed to load your lab results. Please try again.</p>
          <Button size="sm" variant="outline" onClick={() => void released.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No released lab results yet. They appear here once your doctor has reviewed them, or as soon as the lab reports a test you ordered yourself.
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label="Released lab results">
            {rows.map((order) => (
              <li key={order.orderId}>
                <ReleasedOrder order={order} />
              </li>
            ))}
          </ul>
          <LoadMore query={released} what="results" />
        </>
      )}
    </section>
  );
}

/** One released order: its values with range and flag, the notes, and the report. */
function ReleasedOrder({ order }: { order: ReleasedResults }) {
  const [trendOf, setTrendOf] = useState<string | null>(null);
  const critical = order.results.filter((x) => x.flag === 'critical');
  const trended = trendOf ? order.results.find((x) => x.analyteId === trendOf) : undefined;
  return (
    <Card role="region" aria-label={`Results for ${order.orderNumber}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <FlaskConical className="h-4 w-4 text-primary" aria-hidden="true" />
          <span className="font-mono">{order.orderNumber}</span>
          <span className="font-normal text-muted-foreground">{order.tests.map((t) => t.name).join(', ')}</span>
        </CardTitle>
        <CardDescription>
          {order.reviewedByDoctor ? 'Reviewed and released by your doctor' : 'Ordered by you'} on {formatDate(order.releasedAt)}
          {order.labName ? ` · ${order.labName}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {critical.length > 0 && (
          <Alert tone="error" className="break-words">
            Critical values: {critical.map((x) => `${x.analyteName} ${x.value} ${unitLabel(x.unit)}`).join('; ')}. Contact your doctor or urgent care today.
          </Alert>
        )}
        {order.results.length === 0 ? (
          <p className="text-sm text-muted-foreground">No values were reported for this order.</p>
        ) : (
          <ResultValues results={order.results} trendOf={trendOf} onTrend={setTrendOf} />
        )}
        {trended && <ResultTrend orderId={order.orderId} analyteId={trended.analyteId} name={trended.analyteName} low={trended.referenceLow} high={trended.referenceHigh} />}
        {order.labComments && (
          <p className="text-sm">
            <strong>Lab comments:</strong> {order.labComments}
          </p>
        )}
        {order.doctorComment && (
          <p className="text-sm">
            <strong>Doctor’s note:</strong> {order.doctorComment}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to={paths.order(order.orderId)}>View order</Link>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void downloadReport({ id: order.orderId, orderNumber: order.orderNumber })}>
            Download PDF
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
