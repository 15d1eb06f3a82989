import type { ReactNode } from 'react';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

/**
 * What a failed read shows: what could not be loaded and why, with Retry, so a list that failed
 * (offline, a busy server) comes back without reloading the page.
 */
export function FailedAlert({ children, onRetry, retrying = false }: { children: ReactNode; onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span className="min-w-0 break-words">{children}</span>
      <Button size="sm" variant="outline" disabled={retrying} onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
