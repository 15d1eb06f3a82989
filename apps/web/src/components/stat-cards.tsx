import { Info } from 'lucide-react';
import { cn } from '../lib/utils';
import { Card } from './ui/card';
import { Tooltip } from './ui/tooltip';

type Stat = readonly [label: string, value: string | number, hint?: string];

/** A row of labelled figures (dashboard summary cards); a hint explains what a figure counts. */
export function StatCards({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <ul className={cn('grid grid-cols-2 gap-3 lg:grid-cols-4', className)}>
      {stats.map(([label, value, hint]) => (
        <li key={label}>
          <Card className="h-full p-4">
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              {label}
              {hint && (
                <Tooltip content={hint}>
                  <button type="button" className="rounded-full p-0.5 hover:text-foreground focus-visible:outline-2" aria-label={`About ${label}: ${hint}`}>
                    <Info className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                </Tooltip>
              )}
            </p>
            <p className="text-2xl font-bold tabular-nums">{value}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
