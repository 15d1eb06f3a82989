import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { AlertTriangle, ArrowRight, Info, PhoneCall, ShoppingCart } from 'lucide-react';
import { INTERPRETATION_NOTICE, changedDirectly, paths, type ConditionChange, type FollowUpStep, type ResultsInterpretation, type Triage } from '@labwise/domain';
import { ResultFlagBadge } from '../../components/result-flag-badge';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { useAddToCart } from '../../api/cart/add-cart-line';
import { DIRECTION_LABELS, DIRECTION_VARIANTS, TRIAGE_HEADINGS, isPressing } from './labels';

export const CARD_TITLE = 'What your results mean';

function TriageCheck({ triage }: { triage: Triage }) {
  const tone = triage.level === 'emergency' ? 'error' : triage.level === 'urgent' ? 'warning' : 'info';
  const Icon = triage.level === 'emergency' ? PhoneCall : triage.level === 'urgent' ? AlertTriangle : Info;
  return (
    <Alert tone={tone} className={cn('flex gap-3', isPressing(triage.level) && 'border-2')} data-level={triage.level}>
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-medium uppercase tracking-wide opacity-80">Urgency, checked again with your results</p>
        <p className={isPressing(triage.level) ? 'text-base font-bold' : 'font-semibold'}>{TRIAGE_HEADINGS[triage.level]}</p>
        {triage.advice.replace(/\.$/, '') !== TRIAGE_HEADINGS[triage.level] && <p>{triage.advice}</p>}
        {triage.reasons.length > 0 && (
          <ul className="list-disc pl-5">
            {triage.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
    </Alert>
  );
}

/** "20% → 65%", read out as "from 20% to 65%". */
export function PercentChange({ before, after }: { before: number; after: number }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap tabular-nums">
      <span className="sr-only">
        from {before}% to {after}%
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        {before}%
      </span>
      <ArrowRight className="h-3.5 w-3.5 text-muted-foreground" aria-hidden="true" />
      <span aria-hidden="true" className="font-semibold">
        {after}%
      </span>
    </span>
  );
}

/**
 * What moved each condition: raised, lowered or ruled out, with one line per result that did it.
 * The patient sees the conditions a result bears on, with where each stands now; the doctor
 * (`detail`) also sees those that moved only as others did, and the estimate the results were
 * weighed against (the answers count less beside results, so it can read below the questionnaire's
 * own figure).
 */
export function ChangeList({
  changes: all,
  unchangedText = 'These results did not change what your answers pointed to.',
  detail = false,
}: {
  changes: ConditionChange[];
  unchangedText?: string;
  detail?: boolean;
}) {
  const changes = detail ? all : all.filter(changedDirectly);
  const moved = changes.filter((c) => c.direction !== 'unchanged');
  const still = changes.filter((c) => c.direction === 'unchanged');
  if (moved.length === 0) {
    return <p className="text-sm text-muted-foreground">{unchangedText}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {[...moved, ...still].map((change) => (
        <li key={change.condition} className="rounded-lg border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold break-words">{change.name}</span>
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant={DIRECTION_VARIANTS[change.direction]}>{DIRECTION_LABELS[change.direction]}</Badge>
              {detail ? <PercentChange before={change.before} after={change.after} /> : <span className="tabular-nums">now {change.after}%</span>}
            </span>
          </div>
          {change.reasons.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">
              {change.reasons.map((reason) => (
                <li key={reason} className="break-words">
                  {reason}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function AddStepToCart({ step, testId }: { step: FollowUpStep; testId: string }) {
  const add = useAddToCart();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={add.isPending}
      aria-label={`Add to cart: ${step.name}`}
      onClick={() =>
        add.mutate(testId, {
          onSuccess: () => toast.success('Added to cart', { description: step.name }),
          onError: (error) => toast.error(`${step.name} could not be added to your cart. ${error.message}`),
        })
      }
    >
      <ShoppingCart className="h-4 w-4" aria-hidden="true" />
      {add.isPending ? 'Adding…' : 'Add to cart'}
    </Button>
  );
}

function NextSteps({ steps, canAddToCart, emergency }: { steps: FollowUpStep[]; canAddToCart: boolean; emergency: boolean }) {
  if (steps.length === 0) return <p className="text-sm text-muted-foreground">No further test is suggested after these results.</p>;
  return (
    <div className="flex flex-col gap-2">
      {emergency && <p className="text-sm font-semibold text-destructive">Get emergency care first: these can wait.</p>}
      <ul className="flex flex-col gap-3">
        {steps.map((step) => (
          <li key={`${step.code ?? ''}:${step.name}`} className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words">
                {step.name}
                {step.price && <span className="ml-2 font-normal text-muted-foreground">{step.price}</span>}
              </p>
              <p className="text-sm break-words">{step.reason}</p>
              {step.timing && <p className="text-xs text-muted-foreground">When: {step.timing}</p>}
            </div>
            {step.test_id && canAddToCart && !emergency && <AddStepToCart step={step} testId={step.test_id} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h4 id={id} className="font-semibold">
        {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * "What your results mean": an assessment read again with one order's released results — the
 * urgency re-checked, what moved each condition and why, each value in plain words, the suggested
 * next steps (a catalog test goes to the cart in one click) and the not-a-diagnosis notice.
 */
export function InterpretationCard({
  interpretation: it,
  title = CARD_TITLE,
  canAddToCart,
  showOrder = false,
}: {
  interpretation: ResultsInterpretation;
  title?: string;
  canAddToCart: boolean;
  /** On pages that are not the order's own: name the order and link to it. */
  showOrder?: boolean;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{title}</CardTitle>
        <CardDescription>
          {showOrder ? (
            <>
              From the results of order{' '}
              <Link to={paths.order(it.order_id)} className="font-mono font-medium text-primary hover:underline">
                {it.order_number}
              </Link>
            </>
          ) : (
            <>Your assessment, read again with these results</>
          )}
          {' · '}
          {formatDateTime(it.created_at)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <TriageCheck triage={it.after.triage} />
        <Section title="Your updated insights">
          <ChangeList changes={it.changes} />
        </Section>
        {it.values.length > 0 && (
          <Section title="Your values in plain words">
            <ul className="flex flex-col gap-2">
              {it.values.map((v) => (
                <li key={v.loinc} className="text-sm">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{v.name}</span>
                    <span className="tabular-nums">{v.value}</span>
                    <ResultFlagBadge flag={v.flag} />
                  </span>
                  <span className="mt-0.5 block break-words text-muted-foreground">{v.meaning}</span>
                </li>
              ))}
            </ul>
          </Section>
        )}
        <Section title="Suggested next steps">
          <NextSteps steps={it.next_steps} canAddToCart={canAddToCart} emergency={it.after.triage.level === 'emergency'} />
        </Section>
        <p className="border-t border-border pt-3 text-xs text-muted-foreground">{it.notice || INTERPRETATION_NOTICE}</p>
      </CardContent>
    </Card>
  );
}
