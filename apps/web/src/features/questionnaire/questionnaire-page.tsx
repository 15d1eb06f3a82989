import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CheckCircle2, X } from 'lucide-react';
import {
  MEDICAL_CATEGORY_BADGES,
  NOT_A_DIAGNOSIS_NOTICE,
  advanceProgress,
  paths,
  questionsLeftText,
  TEXT_NOT_READ,
  validateAnswer,
  type AnswerValue,
  type ParsedFinding,
  type ProgressMark,
  type Question,
  type QuestionnaireSession,
} from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api-client';
import { DetailUnavailable, isMissing } from '../../components/detail-unavailable';
import { useConfig } from '../../lib/config-context';
import { getAnalysis } from '../../api/questionnaires/analysis';
import { getNextQuestion } from '../../api/questionnaires/next-question';
import { getRecommendations } from '../../api/questionnaires/recommendations';
import { removeFinding } from '../../api/questionnaires/remove-finding';
import { getSession, QUESTIONNAIRES_KEY, startSession } from '../../api/questionnaires/session';
import { submitResponse, type SubmitReply } from '../../api/questionnaires/submit-response';
import { AnswerList } from './components/answer-list';
import { QuestionInput } from './components/question-input';

type Step = { sessionId: string; session: QuestionnaireSession; question: Question | null };

const MESSAGES = {
  start: 'Failed to start questionnaire. Please try again.',
  session: 'Failed to get questionnaire session.',
  next: 'Failed to get next question. Please try again.',
  submit: 'Failed to submit response. Please try again.',
  analysis: 'Failed to get analysis. Please try again.',
  recommendations: 'Failed to get recommendations. Please try again.',
  removeFinding: 'Failed to remove this finding. Please try again.',
} as const;

const QUESTION_TITLE_ID = 'questionnaire-question-title';
/** Where the patient finds their assessments: the way back from one that cannot be shown. */
const ASSESSMENTS = { path: paths.patientResults, label: 'Go to My Results' } as const;

/** Starts a diagnostic session (the server resumes an unfinished one) or opens `?session=`. */
async function boot(sessionParam: string | null): Promise<Step> {
  if (!sessionParam) {
    const started = await startSession('diagnostic').catch(() => {
      throw new Error(MESSAGES.start);
    });
    return { sessionId: started.session_id, session: started.session, question: started.current_question };
  }
  // A missing or malformed id keeps its 404/400, so the page can say it was not found.
  const session = await getSession(sessionParam).catch((error: unknown) => {
    throw error instanceof Error && isMissing(error) ? error : new Error(MESSAGES.session);
  });
  const question = session.status === 'completed' ? null : await getNextQuestion(sessionParam).catch(() => {
    throw new Error(MESSAGES.next);
  });
  return { sessionId: sessionParam, session, question };
}

/** The session to show, read once per visit: never cached past the page, never retried (the page offers Try again). */
const bootQuery = (sessionParam: string | null) =>
  queryOptions({ queryKey: [...QUESTIONNAIRES_KEY, 'boot', sessionParam], queryFn: () => boot(sessionParam), retry: false, staleTime: Infinity, gcTime: 0 });

/** The dashboard health assessment (brief §2 Questionnaire page), one engine question at a time. */
export function PatientQuestionnairePage() {
  const [params] = useSearchParams();
  const sessionParam = params.get('session');
  const navigate = useNavigate();
  const started = useQuery(bootQuery(sessionParam));
  const [step, setStep] = useState<Step | null>(null);
  const [answer, setAnswer] = useState<AnswerValue | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [findings, setFindings] = useState<ParsedFinding[]>([]);
  const [textNotRead, setTextNotRead] = useState(false);
  const [busy, setBusy] = useState(false);
  // Where the bar stands: it moves only forwards, each answer taking its share of what is left.
  const [mark, setMark] = useState<ProgressMark | null>(null);
  // Counts answers taken; after each, once rendered, the next question (or the completion line)
  // takes focus so keyboard users carry on from it.
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered > 0) document.getElementById(QUESTION_TITLE_ID)?.focus();
  }, [answered]);

  const current = step ?? started.data ?? null;
  if (started.isPending) return <LoadingCard />;
  if (started.isError && isMissing(started.error)) {
    return <DetailUnavailable error={started.error} thing="assessment" back={ASSESSMENTS} onRetry={() => void started.refetch()} />;
  }
  if (started.isError || !current) {
    return (
      <Page>
        <Alert tone="error">{started.error?.message ?? MESSAGES.start}</Alert>
        <Button className="self-start" onClick={() => void started.refetch()}>
          Try again
        </Button>
      </Page>
    );
  }

  const complete = current.session.status === 'completed' || current.question === null;
  const progressAt = (step: Step, before: ProgressMark | null) =>
    advanceProgress(before, step.session.responses.length, step.session.estimated_remaining, step.session.status === 'completed' || step.question === null);
  const shown = mark ?? progressAt(current, null);
  const progress = shown.value;
  const left = complete ? null : questionsLeftText(current.session);
  const question = current.question;

  const submit = async () => {
    if (!question) return;
    const message = validateAnswer(question, answer);
    if (message) return setProblem(message);
    setBusy(true);
    setProblem(null);
    try {
      const reply = await submitResponse(current.sessionId, question.question_id, answer ?? null);
      if (question.type === 'text') {
        setFindings(reply.findings);
        setTextNotRead(reply.text_understood !== null && reply.text_understood !== 'ok');
      }
      show(reply);
      setAnswer(undefined);
      setAnswered((n) => n + 1);
    } catch (error) {
      // The typed answer stays; the server's message says what to fix when it has one.
      setProblem(error instanceof ApiRequestError && error.status === 400 && error.message ? error.message : MESSAGES.submit);
    } finally {
      setBusy(false);
    }
  };

  const show = (reply: SubmitReply) => {
    const next: Step = { sessionId: current.sessionId, session: reply.session, question: reply.is_complete ? null : reply.next_question };
    setStep(next);
    setMark(progressAt(next, shown));
  };

  // A finding the patient says was misread: the server replays the session without it, so the
  // next question may change too.
  const remove = async (finding: ParsedFinding) => {
    setBusy(true);
    setProblem(null);
    try {
      const reply = await removeFinding(current.sessionId, finding.id);
      setFindings(reply.findings);
      show(reply);
    } catch {
      setProblem(MESSAGES.removeFinding);
    } finally {
      setBusy(false);
    }
  };

  const viewRecommendations = async () => {
    setBusy(true);
    setProblem(null);
    const analysis = await getAnalysis(current.sessionId).catch(() => null);
    const recommendations = analysis ? await getRecommendations(current.sessionId).catch(() => null) : null;
    if (!analysis || !recommendations) {
      setProblem(analysis ? MESSAGES.recommendations : MESSAGES.analysis);
      setBusy(false);
      return;
    }
    void navigate(`${paths.patientResults}?session=${current.sessionId}`, { state: { analysis, recommendations } });
  };

  return (
    <Page>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted-foreground">
            {current.session.responses.length} answered{left ? ` · ${left}` : ''}
          </span>
          <span className="font-semibold">{Math.round(progress * 100)}%</span>
        </div>
        <div className="h-2 w-full overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Questionnaire progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
          <div className="h-full bg-primary transition-all" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">Adaptive questions</Badge>
          <Badge variant="secondary">Explained insights</Badge>
          <Badge variant="secondary">Private to you and your doctor</Badge>
        </div>
      </div>

      {textNotRead && findings.length === 0 && <Alert tone="info">{TEXT_NOT_READ}</Alert>}
      {findings.length > 0 && (
        <Alert tone="info">
          <p className="font-medium">We understood:</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {findings.map((f) => {
              const label = f.present ? f.name : `no ${f.name.toLowerCase()}`;
              return (
                <li key={f.id}>
                  <Badge variant={f.present ? 'default' : 'outline'} className="gap-1 pr-1">
                    {label}
                    {!complete && (
                      <button
                        type="button"
                        className="rounded-full p-0.5 hover:bg-black/10 focus-visible:outline-2 disabled:opacity-50"
                        aria-label={`Remove ${label}`}
                        disabled={busy}
                        onClick={() => void remove(f)}
                      >
                        <X className="h-3 w-3" aria-hidden="true" />
                      </button>
                    )}
                  </Badge>
                </li>
              );
            })}
          </ul>
          {!complete && <p className="mt-2 text-xs">Not what you meant? Remove it and it will not be used.</p>}
        </Alert>
      )}

      {complete || !question ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
            <CheckCircle2 className="h-10 w-10 text-success" aria-hidden="true" />
            <p id={QUESTION_TITLE_ID} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
              You have completed the questionnaire.
            </p>
            {problem && <Alert tone="error">{problem}</Alert>}
            <Button disabled={busy} onClick={() => void viewRecommendations()}>
              View recommendations
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {complete || !question ? (
        <AnswerList responses={current.session.responses} />
      ) : (
        <Card>
          <CardHeader>
            <Badge variant="outline" className="self-start">
              {MEDICAL_CATEGORY_BADGES[question.medical_category]}
            </Badge>
            <CardTitle id={QUESTION_TITLE_ID} tabIndex={-1} className="scroll-mt-28 text-xl focus:outline-none">
              {question.question}
            </CardTitle>
            {question.context && <p className="whitespace-pre-line text-sm text-muted-foreground">{question.context}</p>}
          </CardHeader>
          <CardContent>
            <form
              className="flex flex-col gap-4"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <QuestionInput key={question.question_id} question={question} value={answer} onChange={setAnswer} disabled={busy} />
              {problem && <Alert tone="error">{problem}</Alert>}
              <Button type="submit" className="self-end" disabled={busy}>
                {busy ? 'Saving…' : 'Continue'}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
      <p className="text-xs text-muted-foreground">{NOT_A_DIAGNOSIS_NOTICE}</p>
    </Page>
  );
}

/** The patient's one questionnaire entry; the AI page, with its live insights, is a view of it. */
function Page({ children }: { children: React.ReactNode }) {
  const { runtimeFeatures } = useConfig();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5" aria-labelledby="questionnaire-title">
      <div className="flex flex-col gap-1">
        <h1 id="questionnaire-title" className="text-2xl font-bold">
          AI-Powered Medical Questionnaire
        </h1>
        {runtimeFeatures.ai !== false && (
          <Link to={paths.aiQuestionnaire} className="self-start text-sm font-medium text-primary hover:underline">
            Open the live view, with insights as you answer
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function LoadingCard() {
  return (
    <Page>
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-48 w-full" />
    </Page>
  );
}
