import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { NOT_A_DIAGNOSIS_NOTICE, type Analysis, type Recommendation } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { analysisQuery, historyQuery, recommendationsQuery } from './api/questionnaire-api';
import { useCurrentAccount } from '../../lib/current-account';
import { InsightList } from './components/insight-list';
import { RecommendedTests } from './components/recommended-tests';
import { TriageBanner } from './components/triage-banner';

type Carried = { analysis?: Analysis; recommendations?: Recommendation[] } | null;

/** Brief §2 Results page: from navigation state, or fetched by `?session=`. */
export function PatientResultsPage() {
  const [params] = useSearchParams();
  const carried = useLocation().state as Carried;
  const account = useCurrentAccount();
  // 'My Results' without ?session= opens the newest completed assessment, not an empty page.
  const history = useQuery({ ...historyQuery(account.id), enabled: !params.get('session') && !carried?.analysis });
  const latest = history.data?.find((s) => s.status === 'completed');
  const sessionId = params.get('session') ?? latest?.id ?? null;
  const analysis = useQuery({ ...analysisQuery(sessionId ?? ''), enabled: Boolean(sessionId) && !carried?.analysis, retry: false });
  const recommendations = useQuery({ ...recommendationsQuery(sessionId ?? ''), enabled: Boolean(sessionId) && !carried?.recommendations, retry: false });

  const result = carried?.analysis ?? analysis.data;
  const tests = carried?.recommendations ?? recommendations.data ?? [];

  let body: React.ReactNode;
  if (!sessionId && !result && history.isPending && !params.get('session')) body = <p className="text-muted-foreground">Loading your results...</p>;
  else if (!sessionId && !result) body = <Alert>No analysis results available. Please complete a questionnaire first.</Alert>;
  else if (!result && analysis.isPending) {
    body = (
      <div className="flex flex-col gap-3" role="status" aria-label="Loading your results...">
        <p className="text-muted-foreground">Loading your results...</p>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (!result) {
    // A session not finished yet answers 409 with its own sentence; anything else is the brief's message.
    const status = (analysis.error as { status?: number } | null)?.status;
    body = <Alert tone={status === 409 ? 'info' : 'error'}>{status === 409 ? 'No analysis results available. Please complete a questionnaire first.' : 'Failed to get analysis. Please try again.'}</Alert>;
  } else {
    const emergency = result.triage.level === 'emergency';
    body = (
      <>
        <TriageBanner triage={result.triage} />
        <Card>
          <CardHeader>
            <CardTitle>What your answers may point to</CardTitle>
          </CardHeader>
          <CardContent>
            <InsightList insights={result.insights} />
          </CardContent>
        </Card>
        <Card role="region" aria-label="Recommended Tests">
          <CardHeader>
            <CardTitle>Recommended Tests</CardTitle>
          </CardHeader>
          <CardContent>
            {emergency ? (
              <p className="text-sm">Tests are not the next step: get emergency care first.</p>
            ) : recommendations.isError ? (
              <Alert tone="error">Failed to get recommendations. Please try again.</Alert>
            ) : !carried?.recommendations && recommendations.isPending ? (
              <Skeleton className="h-24 w-full" />
            ) : (
              <RecommendedTests tests={tests} orderable />
            )}
          </CardContent>
        </Card>
        <p className="text-xs text-muted-foreground">{result.notice || NOT_A_DIAGNOSIS_NOTICE}</p>
      </>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5" aria-labelledby="results-title">
      <h1 id="results-title" className="text-2xl font-bold">
        Your assessment results
      </h1>
      {body}
    </section>
  );
}
