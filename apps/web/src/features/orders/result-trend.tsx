import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unitLabel } from '@labwise/domain';
import { resultHistoryQuery } from '../../api/orders/result-history';
import { FailedAlert } from '../../components/failed-alert';
import { Spinner } from '../../components/ui/spinner';
import { formatDayMonthYear } from '../../lib/format';

// The chart library is loaded when a trend is first opened, not with the order page.
const loadChart = () => import('./trend-chart');
const TrendChart = lazy(async () => ({ default: (await loadChart()).TrendChart }));

/**
 * One analyte across the patient's results, with the reference range shaded. It opens where it
 * is asked for: brought into view under the values (a long table otherwise leaves it off screen).
 */
export function ResultTrend({ orderId, analyteId, name, low, high }: { orderId: string; analyteId: string; name: string; low: number | null; high: number | null }) {
  const history = useQuery(resultHistoryQuery(orderId, analyteId));
  const figure = useRef<HTMLDivElement>(null);
  // Fetch the chart's code while the history loads rather than after it.
  useEffect(() => {
    void loadChart();
  }, []);
  useEffect(() => {
    figure.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [analyteId]);
  const points = (history.data ?? []).map((p) => ({ ...p, date: formatDayMonthYear(p.recordedAt) }));
  const unit = unitLabel(points[0]?.unit ?? '');
  return (
    <div ref={figure} id={`trend-${analyteId}`} className="scroll-mt-28">
      {history.isPending ? (
        <Spinner label="Loading trend…" />
      ) : history.isError ? (
        <FailedAlert retrying={history.isFetching} onRetry={() => void history.refetch()}>
          The trend could not be loaded. {history.error.message}
        </FailedAlert>
      ) : (
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm font-medium">
            {name} over time {points.length < 2 && <span className="font-normal text-muted-foreground">— one result so far; the trend grows with each new result.</span>}
          </figcaption>
          <div className="h-48 w-full" role="img" aria-label={`${name}: ${points.map((p) => `${p.date} ${p.value} ${unit}`).join(', ')}`}>
            <Suspense fallback={<Spinner label="Loading chart…" className="h-full" />}>
              <TrendChart points={points} name={name} unit={unit} low={low} high={high} />
            </Suspense>
          </div>
        </figure>
      )}
    </div>
  );
}
