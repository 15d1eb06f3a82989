import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hasResults, RESULT_MESSAGES, unitLabel } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { orderResultsQuery } from '../../api/orders/order-results';
import { ResultTrend } from './result-trend';
import { ResultValues } from './result-values';
import { downloadReport } from './test-results-section';
import { FailedAlert } from '../../components/failed-alert';
import { loadWhenShown } from '../../components/load-when-shown';

// Loaded when shown: its form library stays out of the page for those who never see it.
const ReleaseForm = loadWhenShown(() => import('./release-form').then((m) => m.ReleaseForm));

/** An order's results: values with range and flag; the doctor releases them to the patient. */
export function ResultsCard({ orderId, canRelease }: { orderId: string; canRelease: boolean }) {
  const results = useQuery(orderResultsQuery(orderId));
  const [trendOf, setTrendOf] = useState<string | null>(null);

  if (results.isPending) return <Spinner label="Loading results…" />;
  if (results.isError) return <FailedAlert retrying={results.isFetching} onRetry={() => void results.refetch()}>The results could not be loaded. {results.error.message}</FailedAlert>;
  const r = results.data;
  if (r.results.length === 0) {
    return hasResults(r.status) ? <Alert>{RESULT_MESSAGES.notReleased}</Alert> : null;
  }
  const critical = r.results.filter((x) => x.flag === 'critical');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Results</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {critical.length > 0 && (
          <Alert tone="error" className="break-words">
            Critical values: {critical.map((x) => `${x.analyteName} ${x.value} ${unitLabel(x.unit)}`).join('; ')}.
            {canRelease ? ' Contact the patient.' : ' Contact your doctor or urgent care today.'}
          </Alert>
        )}
        <ResultValues results={r.results} trendOf={trendOf} onTrend={setTrendOf} />
        {trendOf &&
          (() => {
            const row = r.results.find((x) => x.analyteId === trendOf);
            return row ? <ResultTrend orderId={orderId} analyteId={trendOf} name={row.analyteName} low={row.referenceLow} high={row.referenceHigh} /> : null;
          })()}
        {r.labComments && <p className="text-sm"><strong>Lab comments:</strong> {r.labComments}</p>}
        {r.doctorComment && <p className="text-sm"><strong>Doctor’s note:</strong> {r.doctorComment}</p>}
        {r.released && (
          <Button variant="outline" size="sm" className="self-start" onClick={() => void downloadReport({ id: r.orderId, orderNumber: r.orderNumber })}>
            Download PDF
          </Button>
        )}
        {canRelease && r.status === 'results_ready' && (
          <ReleaseForm orderId={orderId} />
        )}
      </CardContent>
    </Card>
  );
}
