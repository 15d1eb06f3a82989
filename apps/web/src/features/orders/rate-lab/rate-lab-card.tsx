import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { RATING_COMMENT_MAX, RATING_MESSAGES, type LabRating } from '@labwise/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { labRatingQuery, useRateLab } from '../../../api/labs/lab-rating';

export const STAR_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

function Stars({ stars }: { stars: number }) {
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('h-5 w-5', n <= stars ? 'fill-warning text-warning' : 'text-muted-foreground')} />
      ))}
    </span>
  );
}

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
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) return;
    rate.mutate({ stars, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  };

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
          <form onSubmit={submit} className="flex flex-col gap-3" aria-busy={rate.isPending}>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold">Your rating</legend>
              <div className="flex flex-wrap gap-1.5">
                {STAR_LABELS.map((label, index) => {
                  const value = index + 1;
                  const inputId = `${id}-star-${value}`;
                  return (
                    <div key={value}>
                      <input
                        id={inputId}
                        type="radio"
                        name={`${id}-stars`}
                        value={value}
                        className="peer sr-only"
                        checked={stars === value}
                        onChange={() => setStars(value)}
                        disabled={rate.isPending}
                      />
                      <label
                        htmlFor={inputId}
                        className={cn(
                          'flex cursor-pointer flex-col items-center gap-0.5 rounded-lg border border-border px-2.5 py-1.5 text-xs',
                          'peer-checked:border-primary peer-checked:bg-accent peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
                        )}
                      >
                        <Stars stars={value} />
                        <span>
                          {value} {value === 1 ? 'star' : 'stars'} · {label}
                        </span>
                      </label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-comment`}>Comment (optional)</Label>
              <textarea
                id={`${id}-comment`}
                maxLength={RATING_COMMENT_MAX}
                className="min-h-16 rounded-lg border border-border bg-card p-2 text-sm"
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                disabled={rate.isPending}
                aria-describedby={`${id}-comment-count`}
              />
              <p id={`${id}-comment-count`} className="text-xs text-muted-foreground">
                {comment.length}/{RATING_COMMENT_MAX} characters
              </p>
            </div>
            {rate.isError && <Alert tone="error">{rate.error.message}</Alert>}
            <div>
              <Button type="submit" disabled={stars === null || rate.isPending}>
                {rate.isPending ? 'Saving…' : 'Submit rating'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
