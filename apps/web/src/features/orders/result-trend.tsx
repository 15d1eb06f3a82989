import { queryOptions, useQuery } from '@tanstack/react-query';
import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ResultHistory } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';

const historyQuery = (orderId: string, analyteId: string) =>
  queryOptions({
    queryKey: ['orders', 'history', orderId, analyteId],
    queryFn: () => api.get<ResultHistory>(`/api/v1/lab-orders/${orderId}/results/history?analyteId=${analyteId}`),
  });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: '2-digit' });

/** One analyte across the patient's results, with the reference range shaded. */
export function ResultTrend({ orderId, analyteId, name, low, high }: { orderId: string; analyteId: string; name: string; low: number | null; high: number | null }) {
  const history = useQuery(historyQuery(orderId, analyteId));
  if (history.isPending) return <Spinner label="Loading trend…" />;
  if (history.isError) return <Alert tone="error">{history.error.message}</Alert>;
  const points = history.data.map((p) => ({ ...p, date: dateFormat.format(new Date(p.recordedAt)) }));
  const unit = points[0]?.unit ?? '';
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">
        {name} over time {points.length < 2 && <span className="font-normal text-muted-foreground">— one result so far; the trend grows with each new result.</span>}
      </figcaption>
      <div className="h-48 w-full" role="img" aria-label={`${name}: ${points.map((p) => `${p.date} ${p.value} ${unit}`).join(', ')}`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="date" stroke="var(--muted-foreground)" fontSize={12} />
            <YAxis stroke="var(--muted-foreground)" fontSize={12} width={48} domain={['auto', 'auto']} />
            {low !== null && high !== null && <ReferenceArea y1={low} y2={high} fill="var(--success)" fillOpacity={0.08} />}
            <Tooltip formatter={(value) => [`${String(value)} ${unit}`, name]} contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)' }} />
            <Line type="monotone" dataKey="value" stroke="var(--primary)" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
