import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unitLabel } from '@labwise/domain';
import { resultHistoryQuery } from '../../api/orders/result-history';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { formatShortDate } from '../../lib/format';


// The chart library is loaded when a trend is first opened, not with the order page.
const loadChart = () => import('./trend-chart');
const TrendChart = lazy(async () => ({ default: (await loadChart()).TrendChart }));

/** One analyte across the patient's results, with the reference range shaded. */
export function ResultTrend({ orderId, analyteId, name, low, high }: { orderId: string; analyteId: string; name: string; low: number | null; high: number | null }) {
  const history = useQuery(resultHistoryQuery(orderId, analyteId));
  // Fetch the chart's code while the history loads rather than after it.
  useEffect(() => {
    void loadChart();
  }, []);
  if (history.isPending) return <Spinner label="Loading trend…" />;
  if (history.isError) return <Alert tone="error">{history.error.message}</Alert>;
  const points = history.data.map((p) => ({ ...p, date: formatShortDate(p.recordedAt) }));
  const unit = unitLabel(points[0]?.unit ?? '');
  return (
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
  );
}
