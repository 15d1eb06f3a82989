import { Star } from 'lucide-react';
import { cn } from '../../../lib/utils';

export const STAR_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export function Stars({ stars }: { stars: number }) {
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('h-5 w-5', n <= stars ? 'fill-warning text-warning' : 'text-muted-foreground')} />
      ))}
    </span>
  );
}
