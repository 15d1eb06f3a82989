import { cn } from '../../lib/utils';
import { Skeleton } from './skeleton';

/**
 * A column of grey rows standing in for a list that is loading. The column itself is the status
 * screen readers hear (its label); the rows stay hidden from them.
 */
export function SkeletonList({
  label,
  rows,
  rowClassName,
  className,
}: {
  label: string;
  rows: number;
  rowClassName: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}
