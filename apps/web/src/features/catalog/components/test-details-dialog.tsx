import { DEFAULT_PREPARATION, type CatalogTest } from '@labwise/domain';
import { formatCents } from '../../../lib/format';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { days, ratingText } from './test-card';

export function TestDetailsDialog({ test, onClose }: { test: CatalogTest | null; onClose: () => void }) {
  return (
    <Dialog open={test !== null} onOpenChange={(open) => !open && onClose()}>
      {test && (
        <DialogContent title={test.name} description={`${test.code}${test.loinc ? ` · LOINC ${test.loinc}` : ''}`}>
          <p className="text-sm">{test.description}</p>
          <dl className="mt-4 grid grid-cols-[9rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold text-muted-foreground">Category</dt>
            <dd>{test.category}</dd>
            <dt className="font-semibold text-muted-foreground">Turnaround</dt>
            <dd>
              {days(test.turnaroundDays)} ({test.turnaround})
            </dd>
            <dt className="font-semibold text-muted-foreground">Price</dt>
            <dd>{formatCents(test.priceCents)}</dd>
            <dt className="font-semibold text-muted-foreground">Rating</dt>
            <dd>{ratingText(test)}</dd>
            <dt className="font-semibold text-muted-foreground">Preparation</dt>
            <dd>{test.preparation ?? DEFAULT_PREPARATION}</dd>
            <dt className="font-semibold text-muted-foreground">Offered by</dt>
            <dd>{offeredBy(test)}</dd>
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The labs named in the search result, and how many more offer the test. */
function offeredBy(test: CatalogTest): string {
  if (test.labCount === 0) return 'No partner lab at the moment';
  const names = test.labAvailability.map((lab) => lab.name).join(', ');
  const more = test.labCount - test.labAvailability.length;
  return more > 0 ? `${names} and ${more} more` : names;
}
