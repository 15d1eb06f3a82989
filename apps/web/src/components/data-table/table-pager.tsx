import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

type Props = {
  /** What the pages are of, for the navigation landmark's name ("Pages of patients"). */
  label: string;
  pageIndex: number;
  /** Null when the total is not known (a server list that only says whether a next page exists). */
  pageCount: number | null;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Given with its setter, the pager offers a choice of page size. */
  pageSize?: number;
  onPageSize?: (size: number) => void;
};

/** Previous / Next, "Page X of Y" (announced when it changes) and, for lists held whole, the page size. */
export function TablePager({ label, pageIndex, pageCount, canPrevious, canNext, onPrevious, onNext, pageSize, onPageSize }: Props) {
  const sizeId = useId();
  return (
    <nav aria-label={`Pages of ${label}`} className="flex flex-wrap items-center justify-end gap-2">
      <span className="mr-auto text-sm text-muted-foreground" aria-live="polite">
        {pageCount === null ? `Page ${pageIndex + 1}` : `Page ${pageIndex + 1} of ${Math.max(pageCount, 1)}`}
      </span>
      {pageSize !== undefined && onPageSize && (
        <span className="flex items-center gap-2 text-sm">
          <label htmlFor={sizeId} className="text-muted-foreground">
            Rows per page
          </label>
          <select id={sizeId} className="h-9 rounded-lg border border-border bg-card px-2 text-sm" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
      <Button size="sm" variant="outline" disabled={!canPrevious} onClick={onPrevious}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Previous
      </Button>
      <Button size="sm" variant="outline" disabled={!canNext} onClick={onNext}>
        Next
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
