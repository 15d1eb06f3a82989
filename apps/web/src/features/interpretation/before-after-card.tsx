import { Link } from 'react-router';
import { GitCompareArrows } from 'lucide-react';
import { paths, TRIAGE_LEVEL_LABELS, type AnalysisSnapshot, type ResultsInterpretation } from '@labwise/domain';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { formatDateTime } from '../../lib/format';
import { usePatientInterpretations } from './api/patient-interpretations';
import { ChangeList } from './interpretation-card';
import { isPressing } from './labels';
import { InterpretationSkeleton, LoadFailed } from './load-states';

export const BEFORE_AFTER_TITLE = 'Before and after results';
/** How many of the newest updates the card shows. */
export const BEFORE_AFTER_SHOWN = 3;
/** Insights listed per side. */
const TOP_INSIGHTS = 3;

function Snapshot({ label, snapshot }: { label: string; snapshot: AnalysisSnapshot }) {
  const level = snapshot.triage.level;
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{label}</h4>
        <Badge variant={isPressing(level) ? 'destructive' : 'outline'} className={level === 'emergency' ? 'uppercase' : undefined}>
          {TRIAGE_LEVEL_LABELS[level]}
        </Badge>
      </div>
      {snapshot.insights.length === 0 ? (
        <p className="text-sm text-muted-foreground">No condition stood out.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {snapshot.insights.slice(0, TOP_INSIGHTS).map((insight) => (
            <li key={insight.condition} className="flex justify-between gap-2">
              <span className="min-w-0 break-words">{insight.title}</span>
              <span className="tabular-nums text-muted-foreground">{insight.confidence}%</span>
            </li>
          ))}
        </ol>
      )}
      <p className="text-xs text-muted-foreground">Confidence {snapshot.confidence_level}%</p>
    </div>
  );
}

function Comparison({ interpretation: it }: { interpretation: ResultsInterpretation }) {
  const triageChanged = it.before.triage.level !== it.after.triage.level;
  return (
    <li className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={paths.order(it.order_id)} className="font-mono font-semibold text-primary hover:underline" aria-label={`Order ${it.order_number}`}>
          {it.order_number}
        </Link>
        <span className="text-xs text-muted-foreground">
          Analysis version {it.version} · {formatDateTime(it.created_at)}
        </span>
      </div>
      {triageChanged && (
        <p className={isPressing(it.after.triage.level) ? 'text-sm font-semibold text-destructive' : 'text-sm'}>
          Urgency went from {TRIAGE_LEVEL_LABELS[it.before.triage.level]} to {TRIAGE_LEVEL_LABELS[it.after.triage.level]}: {it.after.triage.advice}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Snapshot label="Before results" snapshot={it.before} />
        <Snapshot label="After results" snapshot={it.after} />
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">Evidence from the results</h4>
        <ChangeList changes={it.changes} detail unchangedText="The results moved no condition of this assessment." />
        <p className="text-xs text-muted-foreground">
          “From” is the estimate the results were weighed against: beside lab results the answers count for less, so it can read below the questionnaire’s own figure.
        </p>
      </div>
    </li>
  );
}

/**
 * The doctor's "Before and after results" on a patient's page: for the newest assessment updates,
 * the insights and triage before the results against after them, with the lines of evidence, and
 * the order each came from.
 */
export function BeforeAfterResults({ patientId }: { patientId: string }) {
  const list = usePatientInterpretations(patientId);
  if (list.isPending) return <InterpretationSkeleton label="Loading before and after results…" />;
  return (
    <Card role="region" aria-label={BEFORE_AFTER_TITLE}>
      <CardHeader>
        <CardTitle>{BEFORE_AFTER_TITLE}</CardTitle>
      </CardHeader>
      <CardContent>
        {list.isError ? (
          <LoadFailed
            what="The before and after results could not be loaded."
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.length === 0 ? (
          <EmptyState
            icon={GitCompareArrows}
            title="No assessment updated by results yet."
            description="When released results read one of this patient’s assessments again, the change shows here."
          />
        ) : (
          <ul className="flex flex-col gap-6 [&>li+li]:border-t [&>li+li]:border-border [&>li+li]:pt-6">
            {list.data.slice(0, BEFORE_AFTER_SHOWN).map((interpretation) => (
              <Comparison key={interpretation.id} interpretation={interpretation} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
