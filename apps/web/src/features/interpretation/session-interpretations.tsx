import { useId } from 'react';
import { useCan } from '../../lib/can';
import { useSessionInterpretations } from './api/session-interpretations';
import { InterpretationCard } from './interpretation-card';
import { InterpretationSkeleton, LoadFailed } from './load-states';

export const SECTION_TITLE = 'Updated by your lab results';

/**
 * "Updated by your lab results" on an assessment's results: each time released results read the
 * assessment again, newest first. Nothing while no results have come back for it.
 */
export function SessionInterpretations({ sessionId }: { sessionId: string }) {
  const can = useCan();
  const headingId = useId();
  const list = useSessionInterpretations(sessionId);
  if (list.isPending) return <InterpretationSkeleton label="Loading updates from your lab results…" />;
  if (list.isError) {
    return (
      <LoadFailed
        what="Updates from your lab results could not be loaded."
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (list.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {SECTION_TITLE}
        </h2>
        <p className="text-sm text-muted-foreground">
          Your lab results were read back into this assessment. The newest comes first; your original answers and analysis follow below.
        </p>
      </div>
      {list.data.map((interpretation) => (
        <InterpretationCard key={interpretation.id} interpretation={interpretation} canAddToCart={can('update:cart:own')} showOrder />
      ))}
    </section>
  );
}
