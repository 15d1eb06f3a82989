import { useCan } from '../../lib/can';
import { useOrderInterpretation } from './api/order-interpretation';
import { CARD_TITLE, InterpretationCard } from './interpretation-card';
import { InterpretationSkeleton, LoadFailed } from './load-states';

/**
 * The order page's "What your results mean": shown only when the order's results have updated an
 * assessment; nothing at all while there is none (no empty card), a skeleton while loading, and
 * an error line with Retry when it cannot be loaded.
 */
export function OrderInterpretation({ orderId, title = CARD_TITLE }: { orderId: string; title?: string }) {
  const can = useCan();
  const interpretation = useOrderInterpretation(orderId);
  if (interpretation.isPending) return <InterpretationSkeleton label="Loading what your results mean…" />;
  if (interpretation.isError) {
    return (
      <LoadFailed
        what="What these results mean could not be loaded."
        error={interpretation.error}
        onRetry={() => void interpretation.refetch()}
        retrying={interpretation.isFetching}
      />
    );
  }
  if (!interpretation.data) return null;
  return <InterpretationCard interpretation={interpretation.data} title={title} canAddToCart={can('update:cart:own')} />;
}
