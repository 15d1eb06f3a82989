import { Link, useLocation, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { paths } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentAccount } from '../../lib/current-account';
import { releasedResultsQuery } from '../../api/orders/released-results';
import { LabResultsSection } from '../../features/orders/released-results';
import { questionnaireHistoryQuery } from '../../api/questionnaires/history';
import { AssessmentResultsSection, completedOf, LOADING, NO_RESULTS, SessionResults, type AssessmentUpdates, type CarriedResults } from '../../features/questionnaire/results-page';
import { SessionInterpretations } from '../../features/interpretation/session-interpretations';

/** Above an assessment's analysis: what released lab results have changed in it since. */
const updates: AssessmentUpdates = (sessionId) => <SessionInterpretations sessionId={sessionId} />;

/**
 * Brief §2 Results page (`patient/results`). With `?session=` (or the analysis carried from the
 * finished questionnaire) it shows that assessment. As 'My Results' it shows the patient's newest
 * completed assessment with the earlier ones, and the lab results released to them, each part with
 * its own loading, error and empty states; the brief's empty message only when there is neither.
 */
export function PatientResultsPage() {
  const [params] = useSearchParams();
  const carried = useLocation().state as CarriedResults;
  const sessionId = params.get('session');
  if (sessionId || carried?.analysis) return <SessionResults sessionId={sessionId} carried={carried} updates={updates} />;
  return <MyResults />;
}

function MyResults() {
  const account = useCurrentAccount();
  const history = useQuery(questionnaireHistoryQuery(account.id));
  const released = useInfiniteQuery(releasedResultsQuery());

  let body: React.ReactNode;
  if (history.isPending && released.isPending) {
    body = (
      <div className="flex flex-col gap-3" role="status" aria-label={LOADING}>
        <p className="text-muted-foreground">{LOADING}</p>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (history.isSuccess && released.isSuccess && completedOf(history.data).length === 0 && released.data.pages[0]?.items.length === 0) {
    // Truly nothing: no finished assessment and no released result (not a failure to load them).
    body = (
      <Alert className="flex flex-col items-start gap-3">
        <p>{NO_RESULTS}</p>
        <Button asChild size="sm">
          <Link to={paths.patientQuestionnaire}>Start Health Assessment</Link>
        </Button>
      </Alert>
    );
  } else {
    body = (
      <>
        <AssessmentResultsSection history={history} updates={updates} />
        <LabResultsSection released={released} />
      </>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-labelledby="results-title">
      <h1 id="results-title" className="text-2xl font-bold">
        My Results
      </h1>
      {body}
    </section>
  );
}
