import { Card } from './ui/card';

/** A row of labelled figures (dashboard summary cards). */
export function StatCards({ stats }: { stats: readonly (readonly [label: string, value: string | number])[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(([label, value]) => (
        <li key={label}>
          <Card className="p-4">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="text-2xl font-bold">{value}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
