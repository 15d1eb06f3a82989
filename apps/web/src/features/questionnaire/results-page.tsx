import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { NOT_A_DIAGNOSIS_NOTICE, paths, type Analysis, type QuestionnaireSession, type Recommendation } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/format';
import { DetailUnavailable, isMissing } from '../../components/detail-unavailable';
import { countOf } from '../../lib/plural';
import { analysisQuery } from '../../api/questionnaires/analysis';
import { recommendationsQuery } from '../../api/questionnaires/recommendations';
import { InsightList } from './components/insight-list';
import { RecommendedTestsCard } from './components/recommended-tests';
import { TriageBanner } from './components/triage-banner';

export const NO_RESULTS = 'No analysis results available. Please complete a questionnaire first.';
export const LOADING = 'Loading your results...';
const ANALYSIS_FAILED = 'Failed to get analysis. Please try again.';

/** What the finished questionnaire hands to the results page in navigation state. */
export type CarriedResults = { analysis?: Analysis; recommendations?: Recommendation[] } | null;

/** What the app layer shows above a stored assessment's analysis: how lab results have updated it since. */
export type AssessmentUpdates = (sessionId: string) => ReactNode;

/** Brief §2 Results page for one assessment: from navigation state, or fetched by `?session=`. */
export function SessionResults({ sessionId, carried, updates }: { sessionId: string | null; carried: CarriedResults; updates?: AssessmentUpdates }) {
  const analysis = useQuery({ ...analysisQuery(sessionId ?? ''), enabled: Boolean(sessionId) && !carried?.analysis, retry: false });
  if (analysis.isError && isMissing(analysis.error)) {
    return <DetailUnavailable error={analysis.error} thing="assessment" back={{ path: paths.patientResults, label: 'Go to My Results' }} onRetry={() => void analysis.refetch()} />;
  }
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5" aria-labelledby="results-title">
      <h1 id="results-title" className="text-2xl font-bold">
        Your assessment results
      </h1>
      <AssessmentAnalysis sessionId={sessionId} carried={carried} updates={updates} />
    </section>
  );
}

/** An assessment's analysis and recommended tests, with its loading, not-finished and error states. */
function AssessmentAnalysis({ sessionId, carried, updates }: { sessionId: string | null; carried: CarriedResults; updates?: AssessmentUpdates }) {
  const analysis = useQuery({ ...analysisQuery(sessionId ?? ''), enabled: Boolean(sessionId) && !carried?.analysis, retry: false });
  const recommendations = useQuery({ ...recommendationsQuery(sessionId ?? ''), enabled: Boolean(sessionId) && !carried?.recommendations, retry: false });
  const result = carried?.analysis ?? analysis.data;
  const tests = carried?.recommendations ?? recommendations.data ?? [];

  if (!result && analysis.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={LOADING}>
        <p className="text-muted-foreground">{LOADING}</p>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!result) {
    // A session not finished yet answers 409 with its own sentence; anything else is the brief's message.
    const status = (analysis.error as { status?: number } | null)?.status;
    if (status === 409) return <Alert tone="info">{NO_RESULTS}</Alert>;
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{ANALYSIS_FAILED}</span>
        <Button size="sm" variant="outline" onClick={() => void analysis.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  const emergency = result.triage.level === 'emergency';
  return (
    <>
      {/* Newest first: what released results changed comes above the answers' own analysis. */}
      {sessionId && updates?.(sessionId)}
      <TriageBanner triage={result.triage} />
      <Card>
        <CardHeader>
          <CardTitle>What your answers may point to</CardTitle>
        </CardHeader>
        <CardContent>
          <InsightList insights={result.insights} />
        </CardContent>
      </Card>
      <RecommendedTestsCard emergency={emergency} failed={recommendations.isError} loading={!carried?.recommendations && recommendations.isPending} tests={tests} />
      <p className="text-xs text-muted-foreground">{result.notice || NOT_A_DIAGNOSIS_NOTICE}</p>
    </>
  );
}

const assessmentTitle = (s: QuestionnaireSession) => (s.session_type === 'ai_guided' ? 'AI Health Assessment' : 'Health Assessment');

/** The patient's completed assessments, newest first (from their history). */
export const completedOf = (history: QuestionnaireSession[] | undefined) => (history ?? []).filter((s) => s.status === 'completed');

/**
 * 'Assessment results' on My Results: the newest completed assessment's analysis and tests, then
 * the earlier ones to open; loading, error (with a retry) and empty states of its own.
 */
export function AssessmentResultsSection({ history, updates }: { history: UseQueryResult<QuestionnaireSession[]>; updates?: AssessmentUpdates }) {
  const completed = completedOf(history.data);
  const latest = completed[0];
  return (
    <section className="flex flex-col gap-4" aria-labelledby="assessments-title">
      <h2 id="assessments-title" className="text-xl font-semibold">
        Assessment results
      </h2>
      {history.isPending ? (
        <div role="status" aria-label="Loading your assessments…">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : history.isError ? (
        <Alert tone="error" className="flex flex-col items-start gap-2">
          <p>Failed to load your assessments. Please try again.</p>
          <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !latest ? (
        <p className="text-sm text-muted-foreground">
          No completed assessments yet.{' '}
          <Link className="font-medium text-primary hover:underline" to={paths.patientQuestionnaire}>
            Start a health assessment
          </Link>
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Latest: {assessmentTitle(latest)}, {formatDateTime(latest.completed_at ?? latest.created_at)}
          </p>
          <AssessmentAnalysis sessionId={latest.id} carried={null} updates={updates} />
          {completed.length > 1 && <EarlierAssessments sessions={completed.slice(1)} />}
        </>
      )}
    </section>
  );
}

function EarlierAssessments({ sessions }: { sessions: QuestionnaireSession[] }) {
  return (
    <Card role="region" aria-label="Earlier assessments">
      <CardHeader>
        <CardTitle className="text-base">Earlier assessments</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <div>
                <p className="font-medium">{assessmentTitle(session)}</p>
                <p className="text-muted-foreground">
                  {formatDateTime(session.completed_at ?? session.created_at)} · {countOf(session.responses.length, 'question')} answered
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Badge variant="secondary">{session.analysis?.confidence_level ?? 0}% confidence</Badge>
                <Link className="font-medium text-primary hover:underline" to={`${paths.patientResults}?session=${session.id}`}>
                  View Full Results
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

