import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { labRatingInput, RATING_COMMENT_MAX, type LabRatingInput } from '@labwise/domain';
import { bodyResolver, FormAlert, TextareaField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import type { useRateLab } from '../../../api/labs/lab-rating';
import { Stars, STAR_LABELS } from './stars';

type Values = { stars: string; comment: string };
/** The rating as the API takes it: the stars as a number, a blank comment left out. */
const toInput = (v: Values) => ({ stars: v.stars === '' ? Number.NaN : Number(v.stars), ...(v.comment.trim() ? { comment: v.comment } : {}) });
const resolver = bodyResolver(labRatingInput, toInput);

/** Stars (1–5) and an optional comment, checked by the rating schema the server uses. */
export function RateLabForm({ rate }: { rate: ReturnType<typeof useRateLab> }) {
  const id = useId();
  const form = useForm<Values, unknown, LabRatingInput>({ resolver, defaultValues: { stars: '', comment: '' } });
  const [stars, comment] = useWatch({ control: form.control, name: ['stars', 'comment'] });
  const submit = form.handleSubmit((input) => rate.mutate(input));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-busy={rate.isPending}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">Your rating</legend>
          <div className="flex flex-wrap gap-1.5">
            {STAR_LABELS.map((label, index) => {
              const value = index + 1;
              const inputId = `${id}-star-${value}`;
              return (
                <div key={value}>
                  <input id={inputId} type="radio" {...form.register('stars')} value={String(value)} className="peer sr-only" disabled={rate.isPending} />
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
        <TextareaField<Values>
          name="comment"
          id={`${id}-comment`}
          label="Comment (optional)"
          maxLength={RATING_COMMENT_MAX}
          disabled={rate.isPending}
          hint={`${comment.length}/${RATING_COMMENT_MAX} characters`}
        />
        <FormAlert message={rate.isError ? rate.error.message : null} />
        <div>
          <Button type="submit" disabled={stars === '' || rate.isPending}>
            {rate.isPending ? 'Saving…' : 'Submit rating'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
