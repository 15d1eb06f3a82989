import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/utils';

/** A grey block standing in for content that is loading; hidden from screen readers (a Spinner announces). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-muted', className)} {...props} />;
}
