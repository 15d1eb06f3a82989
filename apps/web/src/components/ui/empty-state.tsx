import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';

/** What a list shows when it has nothing yet: a designed state, never a blank area (DESIGN §7). */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center', className)}>
      {Icon && (
        <span className="grid h-12 w-12 place-items-center rounded-full bg-accent text-primary">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
      )}
      <p className="text-base font-semibold">{title}</p>
      {description && <div className="max-w-md text-sm text-muted-foreground">{description}</div>}
      {action}
    </div>
  );
}
