import { Clock, ShoppingCart, Star } from 'lucide-react';
import { RATING_MESSAGES, type CatalogTest } from '@labwise/domain';
import { formatCents } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { countOf } from '../../../lib/plural';

export const days = (n: number): string => countOf(n, 'day');

/**
 * '4.6 out of 5 (12 ratings)', from the ratings of the orders that included the test; an unrated
 * test (rating null) says 'No ratings yet' rather than showing ★ 0.0.
 */
export const ratingText = (test: Pick<CatalogTest, 'rating' | 'ratingCount'>): string =>
  test.rating === null ? RATING_MESSAGES.noRatings : `${test.rating.toFixed(1)} out of 5 (${countOf(test.ratingCount, 'rating')})`;

export function TestCard({ test, canOrder, onDetails, onAdd, adding }: { test: CatalogTest; canOrder: boolean; onDetails: () => void; onAdd: () => void; adding: boolean }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold leading-tight">{test.name}</h3>
          <p className="mt-0.5 font-mono text-xs text-muted-foreground">{test.code}</p>
        </div>
        <Badge variant="secondary">{test.category}</Badge>
      </div>
      <p className="line-clamp-2 text-sm text-muted-foreground">{test.description}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1">
          <Clock className="h-4 w-4" aria-hidden="true" /> {days(test.turnaroundDays)}
        </span>
        {test.rating !== null ? (
          <span className="flex items-center gap-1" aria-label={`Rated ${ratingText(test)}`}>
            <Star className="h-4 w-4 fill-warning text-warning" aria-hidden="true" /> {test.rating.toFixed(1)}
          </span>
        ) : (
          <span className="text-muted-foreground">{RATING_MESSAGES.noRatings}</span>
        )}
        <span className="ml-auto text-lg font-bold">{formatCents(test.priceCents)}</span>
      </div>
      {test.clinicianOrderOnly && <p className="text-xs text-warning">Ordered by a clinician only</p>}
      <div className="flex gap-2">
        <Button variant="outline" size="sm" className="flex-1" onClick={onDetails}>
          Details
        </Button>
        {canOrder && (
          <Button size="sm" className="flex-1" onClick={onAdd} disabled={adding}>
            <ShoppingCart className="h-4 w-4" aria-hidden="true" /> Add to Cart
          </Button>
        )}
      </div>
    </Card>
  );
}
