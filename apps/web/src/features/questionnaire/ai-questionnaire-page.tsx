import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Brain, Clock, Sparkles } from 'lucide-react';
import {
  MEDICAL_CATEGORY_BADGES,
  NOT_A_DIAGNOSIS_NOTICE,
  questionsLeftText,
  validateAnswer,
  type AnswerValue,
  type Insight,
  type Question,
  type QuestionsLeft,
} from '@labwise/domain';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api-client';
import { analysisQuery } from '../../api/questionnaires/analysis';
import { recommendationsQuery } from '../../api/questionnaires/recommendations';
import { submitResponse } from '../../api/questionnaires/submit-response';
import { aiOpeningQuery } from '../../api/questionnaires/opening';
import { startSession } from '../../api/questionnaires/session';
import { useRequestConsultation } from '../../api/consultations/request-consultation';
import { aiInterfaceQuery } from './api/ai-interface';
import { InsightList } from './components/insight-list';
import { QuestionInput } from './components/question-input';
import { ScaleButtons } from './components/scale-buttons';
import { RecommendedTestsCard } from './components/recommended-tests';
import { TriageBanner } from './components/triage-banner';
import { countOf } from '../../lib/plural';

/** Brief §9: 1.5 minutes per remaining question; energy at or below 4 raises the alert. */
const MINUTES_PER_QUESTION = 1.5;
const LOW_ENERGY_MAX = 4;

type StepState = { question: Question; answer: AnswerValue | undefined; submitted: AnswerValue | undefined };
/** Where the page stands; `sessionId` stays null until the first answer starts the session on the server. */
type Run = { attempt: number; sessionId: string | null; left: QuestionsLeft; answered: number; steps: StepState[]; index: number; insights: Insight[]; complete: boolean };

const QUESTION_TITLE_ID = 'ai-question-title';

/** After a step changes, the new question gets focus (and scrolls into view) for keyboard and screen-reader users. */
const focusQuestion = () => requestAnimationFrame(() => document.getElementById(QUESTION_TITLE_ID)?.focus());

/** The engine says every answer to this question ends the questionnaire: the step's button reads 'Complete'. */
const completesOn = (run: Run) => run.left.last_question;

const isLowEnergy = (step: StepState | undefined) =>
  step?.question.question_id === 'ai_energy_level' && typeof step.answer === 'number' && step.answer <= LOW_ENERGY_MAX;

/** The AI questionnaire (brief §2, §4): stepwise, with live insights computed by the engine. */
export function AiQuestionnairePage() {
  const ui = useQuery(aiInterfaceQuery());
  const [attempt, setAttempt] = useState(0);
  const begun = useQuery({ ...aiOpeningQuery(attempt), enabled: ui.isSuccess });
  const [run, setRun] = useState<Run | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (ui.isPending) {
    return (
      <Shell>
        <p className="text-muted-foreground" role="status">
          Loading AI Questionnaire...
        </p>
        <Skeleton className="h-48 w-full" />
      </Shell>
    );
  }
  if (ui.isError || begun.isError) {
    const offline = ui.error instanceof ApiRequestError ? ui.error.status === 0 : false;
    return (
      <Shell>
        <Alert tone="error" className="flex flex-col gap-2">
          <p className="font-semibold">Unable to Load Questionnaire</p>
          <p>{offline ? 'Unable to connect to the AI system. Please try again.' : 'Failed to load questionnaire interface'}</p>
        </Alert>
        <Button className="self-start" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </Shell>
    );
  }
  const initial = begun.data;
  if (!initial) return <Shell><Skeleton className="h-48 w-full" /></Shell>;

  const current: Run =
    run && run.attempt === attempt
      ? run
      : {
          attempt,
          sessionId: null,
          left: initial,
          answered: 0,
          steps: initial.question ? [{ question: initial.question, answer: undefined, submitted: undefined }] : [],
          index: 0,
          insights: [],
          complete: false,
        };
  const step = current.steps[current.index];
  const left = current.left;
  // While the answers have said nothing yet the engine knows only the bound: the time is "up to".
  const minutes = `${left.estimate_informed || left.last_question ? '' : 'up to '}${(left.estimated_remaining * MINUTES_PER_QUESTION).toFixed(1)}`;

  const setAnswer = (value: AnswerValue) =>
    setRun({ ...current, steps: current.steps.map((s, i) => (i === current.index ? { ...s, answer: value } : s)) });

  const next = async () => {
    if (!step) return;
    const message = validateAnswer(step.question, step.answer);
    if (message) return setProblem(message);
    const isLast = current.index === current.steps.length - 1;
    const completing = isLast && completesOn(current);
    if (!isLast && JSON.stringify(step.answer) === JSON.stringify(step.submitted)) {
      setProblem(null);
      setRun({ ...current, index: current.index + 1 });
      return focusQuestion();
    }
    setBusy(true);
    setProblem(null);
    let sessionId = current.sessionId;
    try {
      // The first answer starts the session: only now does the server keep anything.
      sessionId ??= (await startSession('ai_guided')).session_id;
      const reply = await submitResponse(sessionId, step.question.question_id, step.answer ?? null);
      // A changed earlier answer can change what comes next: later steps are asked again.
      const kept = current.steps.slice(0, current.index + 1).map((s, i) => (i === current.index ? { ...s, submitted: s.answer } : s));
      const steps = reply.next_question ? [...kept, { question: reply.next_question, answer: undefined, submitted: undefined }] : kept;
      setRun({
        ...current,
        sessionId,
        left: reply.session,
        answered: reply.session.responses.length,
        steps,
        index: reply.next_question ? current.index + 1 : current.index,
        insights: reply.insights,
        complete: reply.is_complete,
      });
      focusQuestion();
    } catch (error) {
      // A session started before the answer failed is kept, so trying again does not start another.
      if (sessionId !== current.sessionId) setRun({ ...current, sessionId });
      // The server's sentence says what to fix; anything else is the brief's message. The answer stays.
      const fallback = completing ? 'Failed to complete questionnaire. Please try again.' : 'Failed to submit response. Please try again.';
      setProblem(error instanceof ApiRequestError && error.status === 400 && error.message ? error.message : fallback);
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    setRun(null);
    setProblem(null);
    setAttempt((n) => n + 1);
  };

  if (current.complete && current.sessionId) return <Completion sessionId={current.sessionId} onRestart={restart} />;
  if (!step) return <Shell><Alert tone="error">Failed to get next question. Please try again.</Alert></Shell>;

  const liveInsights = current.insights.slice(0, 3);
  return (
    <Shell description={ui.data.description}>
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{MEDICAL_CATEGORY_BADGES[step.question.medical_category]}</Badge>
              <span className="text-sm text-muted-foreground">Question {current.index + 1}</span>
            </div>
            <CardTitle id={QUESTION_TITLE_ID} tabIndex={-1} className="scroll-mt-28 text-xl focus:outline-none">
              {step.question.question}
            </CardTitle>
            {step.question.context && <p className="whitespace-pre-line text-sm text-muted-foreground">{step.question.context}</p>}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {step.question.type === 'scale' ? (
              <ScaleButtons value={step.answer} onChange={setAnswer} disabled={busy} label={step.question.question} />
            ) : (
              <QuestionInput key={step.question.question_id} question={step.question} value={step.answer} onChange={setAnswer} disabled={busy} />
            )}
            {isLowEnergy(step) && (
              <Alert tone="warning">
                <p className="font-semibold">Low Energy Alert</p>
                <p>Energy this low for more than a few weeks is worth discussing with a clinician.</p>
              </Alert>
            )}
            {problem && <Alert tone="error">{problem}</Alert>}
            <div className="flex justify-between">
              <Button variant="outline" disabled={current.index === 0 || busy} onClick={() => {
                  setProblem(null);
                  setRun({ ...current, index: current.index - 1 });
                  focusQuestion();
                }}>
                Previous
              </Button>
              <Button disabled={busy || validateAnswer(step.question, step.answer) !== null} onClick={() => void next()}>
                {completesOn(current) && current.index === current.steps.length - 1 ? 'Complete' : 'Next'}
              </Button>
            </div>
          </CardContent>
        </Card>
        <div className="flex flex-col gap-5">
          <Card role="region" aria-label="Live AI Insights">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Sparkles className="h-4 w-4" aria-hidden="true" /> Live AI Insights
              </CardTitle>
            </CardHeader>
            <CardContent>
              {liveInsights.length === 0 ? (
                <p className="text-sm text-muted-foreground">Insights appear as you answer.</p>
              ) : (
                <ul className="flex flex-col gap-3" aria-live="polite">
                  {liveInsights.map((insight) => (
                    <li key={insight.condition} className="text-sm">
                      <div className="flex items-center justify-between gap-2">
                        <span className="font-medium">{insight.title}</span>
                        <Badge variant={insight.confidence > 70 ? 'default' : 'secondary'}>{insight.confidence}%</Badge>
                      </div>
                      <p className="text-muted-foreground">{insight.category}</p>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Clock className="h-4 w-4" aria-hidden="true" /> Session progress
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-1 text-sm">
              <p>{countOf(current.answered, 'question')} answered</p>
              <p>{questionsLeftText(left)}</p>
              <p>Estimated completion: {minutes} minutes</p>
            </CardContent>
          </Card>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{NOT_A_DIAGNOSIS_NOTICE}</p>
    </Shell>
  );
}

/** Scale buttons 1 to 10 (brief §5 AI page). */
function Completion({ sessionId, onRestart }: { sessionId: string; onRestart: () => void }) {
  const analysis = useQuery({ ...analysisQuery(sessionId), retry: false });
  const recommendations = useQuery({ ...recommendationsQuery(sessionId), retry: false });
  const consult = useRequestConsultation();
  const emergency = analysis.data?.triage.level === 'emergency';
  return (
    <Shell>
      {analysis.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : analysis.isError ? (
        <Alert tone="error">Failed to get analysis. Please try again.</Alert>
      ) : (
        <>
          <TriageBanner triage={analysis.data.triage} />
          <Card>
            <CardHeader>
              <CardTitle>What your answers may point to</CardTitle>
            </CardHeader>
            <CardContent>
              <InsightList insights={analysis.data.insights} />
            </CardContent>
          </Card>
        </>
      )}
      <RecommendedTestsCard emergency={emergency} failed={recommendations.isError} loading={recommendations.isPending} tests={recommendations.data} />
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onRestart}>
          Start New Questionnaire
        </Button>
        <Button
          disabled={consult.isPending || consult.isSuccess}
          onClick={() =>
            consult.mutate(sessionId, {
              onSuccess: () => toast.success('Consultation requested', { description: 'Your doctor has been asked to see you.' }),
            })
          }
        >
          {consult.isPending ? 'Requesting…' : 'Schedule Consultation'}
        </Button>
      </div>
      {consult.isError && (
        <Alert tone="error">
          {consult.error instanceof ApiRequestError && consult.error.message ? consult.error.message : 'Failed to request a consultation. Please try again.'}
        </Alert>
      )}
      {consult.isSuccess && <Alert tone="success">Consultation requested: your doctor has been asked to see you.</Alert>}
      <p className="text-xs text-muted-foreground">{NOT_A_DIAGNOSIS_NOTICE}</p>
    </Shell>
  );
}

function Shell({ children, description }: { children: React.ReactNode; description?: string }) {
  return (
    <section className="flex flex-col gap-5" aria-labelledby="ai-title">
      <div>
        <h1 id="ai-title" className="flex items-center gap-2 text-2xl font-bold">
          <Brain className="h-6 w-6 text-primary" aria-hidden="true" /> AI Health Assessment
        </h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
