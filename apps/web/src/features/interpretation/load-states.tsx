import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';

/** A placeholder the size of an interpretation while it loads, announced once to screen readers. */
export function InterpretationSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6">
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** One line saying what failed, the server's reason, and a Retry button. */
export function LoadFailed({ what, error, onRetry, retrying }: { what: string; error: Error; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
      <p className="min-w-0 break-words">
        {what} {error.message}
      </p>
      <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Alert>
  );
}
