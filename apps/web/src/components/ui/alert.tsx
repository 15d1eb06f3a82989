import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/utils';

type Tone = 'info' | 'error' | 'success' | 'warning';
const tones: Record<Tone, string> = {
  info: 'border-border bg-muted',
  error: 'border-destructive/40 bg-destructive/10 text-destructive',
  success: 'border-success/40 bg-success/10 text-success',
  warning: 'border-warning/40 bg-warning/10 text-warning',
};

/** A message block; errors are announced to screen readers at once, the rest politely. */
export function Alert({ tone = 'info', className, ...props }: HTMLAttributes<HTMLDivElement> & { tone?: Tone }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
      {...props}
    />
  );
}
