import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { trendDomain, visibleBand } from './trend-domain';

export type TrendPoint = { date: string; value: number };

/**
 * The line chart of one analyte with its reference range shaded. Recharts is most of this module's
 * weight, so it is loaded only when a trend is opened (result-trend.tsx), not with the order page.
 */
export function TrendChart({ points, name, unit, low, high }: { points: TrendPoint[]; name: string; unit: string; low: number | null; high: number | null }) {
  const domain = trendDomain(points.map((p) => p.value), low, high);
  const band = visibleBand(domain, low, high);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="date" stroke="var(--muted-foreground)" fontSize={12} />
        <YAxis stroke="var(--muted-foreground)" fontSize={12} width={48} domain={domain} allowDataOverflow />
        {band && <ReferenceArea y1={band[0]} y2={band[1]} fill="var(--success)" fillOpacity={0.08} ifOverflow="hidden" />}
        <Tooltip formatter={(value) => [`${String(value)} ${unit}`, name]} contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)' }} />
        <Line type="monotone" dataKey="value" stroke="var(--primary)" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
