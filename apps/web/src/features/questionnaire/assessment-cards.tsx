import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { paths } from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useCurrentAccount } from '../../lib/current-account';
import { questionnaireHistoryQuery } from '../../api/questionnaires/history';
import { startSession } from '../../api/questionnaires/session';
import { formatDateTime } from '../../lib/format';
import { countOf } from '../../lib/plural';
import { FailedAlert } from '../../components/failed-alert';

const PAST_LIMIT = 5;

/**
 * 'Start Health Assessment' (brief §2, §4): a diagnostic session, started once per user — the
 * server hands back the unfinished one when there is one — then opened in the questionnaire.
 */
export function StartAssessmentCard() {
  const account = useCurrentAccount();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => startSession('diagnostic'),
    onSuccess: (started) => void navigate(`${paths.patientQuestionnaire}?session=${started.session_id}`),
  });
  const [noUser, setNoUser] = useState(false);
  const onStart = () => {
    if (!account?.id) return setNoUser(true);
    if (!start.isPending) start.mutate();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardList className="h-5 w-5 text-primary" aria-hidden="true" /> Health Assessment
        </CardTitle>
        <CardDescription>A few questions about how you feel; Labwise explains what they may point to and which tests could help.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <Button disabled={start.isPending} onClick={onStart}>
          {start.isPending ? 'Starting…' : 'Start Health Assessment'}
        </Button>
        {noUser && <Alert tone="error">User information not available. Please try logging in again.</Alert>}
        {start.isError && <Alert tone="error">Failed to start health assessment. Please try again.</Alert>}
      </CardContent>
    </Card>
  );
}

/** 'Past Health Assessments': up to 5 completed sessions, confidence above 70 highlighted. */
export function PastAssessments() {
  const account = useCurrentAccount();
  const history = useQuery(questionnaireHistoryQuery(account.id));
  const completed = (history.data ?? []).filter((s) => s.status === 'completed').slice(0, PAST_LIMIT);
  return (
    <Card role="region" aria-label="Past Health Assessments">
      <CardHeader>
        <CardTitle>Past Health Assessments</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : history.isError ? (
          <FailedAlert retrying={history.isFetching} onRetry={() => void history.refetch()}>
            Your past assessments could not be loaded. {history.error.message}
          </FailedAlert>
        ) : completed.length === 0 ? (
          <p className="text-sm text-muted-foreground">No completed assessments yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {completed.map((session) => {
              const confidence = session.analysis?.confidence_level ?? 0;
              return (
                <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div>
                    <p className="font-medium">{session.session_type === 'ai_guided' ? 'AI Health Assessment' : 'Health Assessment'}</p>
                    <p className="text-sm text-muted-foreground">
                      {formatDateTime(session.completed_at ?? session.created_at)} · {countOf(session.responses.length, 'question')} answered
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <Badge variant={confidence > 70 ? 'success' : 'secondary'}>{confidence}% confidence</Badge>
                    <Link className="text-sm font-medium text-primary hover:underline" to={`${paths.patientResults}?session=${session.id}`}>
                      View Full Results
                    </Link>
                    <Link className="text-sm text-muted-foreground hover:underline" to={`${paths.patientQuestionnaire}?session=${session.session_id}`}>
                      Answers
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
