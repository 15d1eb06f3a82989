import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { paths, type Recommendation } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAddCartLines } from '../../../api/cart/add-cart-lines';
import { formatCents } from '../../../lib/format';

/** The total estimated cost, summed from the price strings as the brief does ('$45.00'). */
export function totalOf(tests: Recommendation[]): string {
  const cents = tests.reduce((sum, t) => sum + Math.round(Number(t.price.replace(/[^0-9.]/g, '')) * 100), 0);
  return formatCents(cents);
}

/** 'Recommended Tests' with why each, the total and 'Order Tests' (into the cart). */
export function RecommendedTests({ tests, orderable }: { tests: Recommendation[]; orderable: boolean }) {
  const order = useAddCartLines();
  if (tests.length === 0) {
    return <p className="text-sm text-muted-foreground">No lab test is recommended from these answers.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {tests.map((test) => (
          <li key={test.test_id} className="rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">{test.name}</h3>
              <span className="font-semibold">{test.price}</span>
            </div>
            <p className="text-sm text-muted-foreground">{test.description}</p>
            <p className="mt-1 text-sm">
              <span className="font-medium">Why: </span>
              {test.rationale}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">Turnaround {test.turnaround}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <p>
          Total estimated cost: <span className="font-semibold">{totalOf(tests)}</span>
        </p>
        {orderable && (
          <Button
            disabled={order.isPending}
            onClick={() =>
              order.mutate(tests.map((test) => test.test_id), {
                onSuccess: () =>
                  toast.success('Added to cart', {
                    description: `${tests.length} recommended test${tests.length === 1 ? '' : 's'}`,
                    action: { label: 'Open catalog', onClick: () => window.location.assign(paths.catalog) },
                  }),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {order.isPending ? 'Adding…' : 'Order Tests'}
          </Button>
        )}
      </div>
      {orderable && (
        <p className="text-xs text-muted-foreground">
          The tests go to your cart in the <Link className="underline" to={paths.catalog}>Test Catalog</Link>, where you choose a lab and place the order.
        </p>
      )}
    </div>
  );
}

/**
 * The 'Recommended Tests' card with its states: emergency care instead of tests, the error, the
 * loading skeleton, then the tests (or that none is recommended).
 */
export function RecommendedTestsCard({ emergency, failed, loading, tests }: { emergency: boolean; failed: boolean; loading: boolean; tests: Recommendation[] | undefined }) {
  return (
    <Card role="region" aria-label="Recommended Tests">
      <CardHeader>
        <CardTitle>Recommended Tests</CardTitle>
      </CardHeader>
      <CardContent>
        {emergency ? (
          <p className="text-sm">Tests are not the next step: get emergency care first.</p>
        ) : failed ? (
          <Alert tone="error">Failed to get recommendations. Please try again.</Alert>
        ) : loading || !tests ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <RecommendedTests tests={tests} orderable />
        )}
      </CardContent>
    </Card>
  );
}
