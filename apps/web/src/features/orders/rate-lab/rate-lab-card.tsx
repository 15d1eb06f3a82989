import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RATING_MESSAGES, type LabRating } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { labRatingQuery, useRateLab } from '../../../api/labs/lab-rating';
import { Stars, STAR_LABELS } from './stars';
import { loadWhenShown } from '../../../components/load-when-shown';

// Loaded when shown: its form library stays out of the page for those who never see it.
const RateLabForm = loadWhenShown(() => import('./rate-lab-form').then((m) => m.RateLabForm));

function GivenRating({ rating, justSaved }: { rating: LabRating; justSaved: boolean }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      {justSaved && <Alert tone="success">{RATING_MESSAGES.saved}</Alert>}
      <p className="flex items-center gap-2">
        <Stars stars={rating.stars} />
        <span>
          You rated {rating.labName} {rating.stars} out of 5 ({STAR_LABELS[rating.stars - 1]}).
        </span>
      </p>
      {rating.comment && <p className="whitespace-pre-wrap text-muted-foreground">“{rating.comment}”</p>}
    </div>
  );
}

/**
 * 'Rate this lab' on a released order, for the patient it was for and the doctor who ordered it.
 * The server decides whether the caller may rate (`open`); the card shows nothing otherwise, and
 * the rating already given when there is one.
 */
export function RateLabCard({ orderId }: { orderId: string }) {
  const reply = useQuery(labRatingQuery(orderId));
  const rate = useRateLab(orderId);
  const id = useId();

  if (reply.isPending) return <Spinner label="Loading your rating…" />;
  if (reply.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
        <span>Could not load your rating: {reply.error.message}</span>
        <Button size="sm" variant="outline" onClick={() => void reply.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  const { rating, open, labName } = reply.data;
  if (!rating && !open) return null;

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          Rate this lab
        </CardTitle>
        <CardDescription>How was your experience with {labName ?? 'the lab'} for this order? Your rating counts towards the lab’s rating.</CardDescription>
      </CardHeader>
      <CardContent>
        {rating ? (
          <GivenRating rating={rating} justSaved={rate.isSuccess} />
        ) : (
          <RateLabForm rate={rate} />
        )}
      </CardContent>
    </Card>
  );
}
