import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type Analysis, type Insight, type Question, type QuestionnaireSession, type QuestionsLeft, type Recommendation } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';
import { stubResizeObserver } from '../../../test/browser-stubs';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));
// The route table loads its screens lazily; on a busy machine the first screen takes over a second.
configure({ asyncUtilTimeout: 5000 });

const SESSION_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const failure = (status: number, detail: string) => new Response(JSON.stringify({ success: false, message: 'Error', detail }), { status });

/**
 * A session as the server describes it: `remaining` is the engine's estimate; by default it rests on
 * the answers once there are any (before, it is the bound), within the rest of a budget of 10.
 */
function session(answered: number, remaining: number, type: QuestionnaireSession['session_type'] = 'diagnostic', left: Partial<QuestionsLeft> = {}): QuestionnaireSession {
  const informed = left.estimate_informed ?? answered > 0;
  return {
    id: SESSION_ID,
    session_id: SESSION_ID,
    patient_id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    session_type: type,
    status: 'in_progress',
    created_at: '2026-11-20T10:00:00.000Z',
    completed_at: null,
    question_budget: 10,
    responses: Array.from({ length: answered }, (_, i) => ({ question_id: `q${i}`, question: `Q${i}`, response: 'no', answered_at: '2026-11-20T10:00:00.000Z' })),
    estimated_remaining: remaining,
    max_remaining: informed ? Math.max(remaining, 10 - answered) : remaining,
    estimate_informed: informed,
    last_question: false,
    triage: null,
    analysis: null,
    ...left,
  };
}

const opening: Question = { question_id: 'opening', question: 'What brings you here today?', type: 'text', required: true, medical_category: 'symptom_assessment' };
const fever: Question = { question_id: 'fever', question: 'Have you had a fever?', type: 'yes_no', required: true, medical_category: 'symptom_assessment' };
const symptoms: Question = {
  question_id: 'ai_symptoms',
  question: 'Which of these have you noticed?',
  type: 'multiple_choice',
  multiple_select: true,
  required: true,
  options: [
    { value: 'headache', label: 'Headache' },
    { value: 'none', label: 'None of these' },
  ],
  medical_category: 'symptom_assessment',
};
const concern: Question = {
  question_id: 'ai_primary_concern',
  question: 'What is your main concern?',
  type: 'multiple_choice',
  required: true,
  options: [
    { value: 'Fatigue', label: 'Fatigue' },
    { value: 'Pain', label: 'Pain' },
  ],
  medical_category: 'symptom_assessment',
};
const energy: Question = { question_id: 'ai_energy_level', question: 'How is your energy?', type: 'scale', required: true, min_value: 1, max_value: 10, medical_category: 'symptom_assessment' };
const insight = (title: string, confidence: number): Insight => ({
  title,
  condition: title.toLowerCase(),
  confidence,
  description: `About ${title}`,
  category: 'Hematology',
  icd10: 'D50',
  supporting: [],
  conflicting: [],
});

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let handle: (call: Call) => Response | undefined;

function signedInPatient(handler: (call: Call) => Response | undefined) {
  sessionStorage.setItem('access_token', 'token');
  mockSession(useSession, 'token');
  const account = demoAccount({ role: 'patient', email: 'patient@demo.labwise.test' });
  calls = [];
  handle = handler;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost:3000').pathname;
      const call = { method: init.method ?? 'GET', path, body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined };
      if (path === '/api/v1/auth/me') return Promise.resolve(ok(account));
      if (path === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      calls.push(call);
      if (path === '/api/v1/questionnaires/opening') return aiOpening();
      return Promise.resolve(handle(call) ?? failure(404, 'There is nothing at this address.'));
    }),
  );
}

/** The AI page's opening: the question and what is left that the test's new session would start with (no session is started). */
async function aiOpening(): Promise<Response> {
  const start = handle({ method: 'POST', path: '/api/v1/questionnaires', body: { session_type: 'ai_guided' } });
  if (!start) return failure(404, 'There is nothing at this address.');
  const { data } = (await start.json()) as { data: { session: QuestionnaireSession; current_question: Question } };
  const { estimated_remaining, max_remaining, estimate_informed, last_question } = data.session;
  return ok({ question: data.current_question, estimated_remaining, max_remaining, estimate_informed, last_question });
}

const starts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/questionnaires');
const responses = () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/responses'));

describe('dashboard questionnaire', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("checks answers before sending, keeps the typed answer on failure, and reads back the findings", async () => {
    let submitFails = true;
    signedInPatient(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/v1/questionnaires') {
        expect(body).toEqual({ session_type: 'diagnostic' });
        return ok({ session_id: SESSION_ID, session: session(0, 6), current_question: opening });
      }
      if (method === 'POST' && path.endsWith('/responses')) {
        if (submitFails) return failure(500, 'Something broke.');
        return ok({
          session: session(1, 3),
          is_complete: false,
          next_question: fever,
          insights: [],
          findings: [
            { id: 'fatigue', name: 'Fatigue', present: true },
            { id: 'fever', name: 'Fever', present: false },
          ],
        });
      }
      return undefined;
    });
    const app = renderRoute(paths.patientQuestionnaire);
    expect(await screen.findByRole('heading', { name: 'AI-Powered Medical Questionnaire' })).toBeInTheDocument();
    expect(await screen.findByText('Symptom Analysis')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This question is required.')).toBeInTheDocument();
    expect(responses()).toHaveLength(0);

    const box = screen.getByRole('textbox', { name: 'What brings you here today?' });
    await app.user.type(box, 'Tired for two months, no fever');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to submit response. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Tired for two months, no fever');

    submitFails = false;
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Have you had a fever?')).toBeInTheDocument();
    // Keyboard users carry on from the next question.
    await waitFor(() => expect(screen.getByText('Have you had a fever?')).toHaveFocus());
    expect(responses().at(-1)?.body).toEqual({ question_id: 'opening', response: 'Tired for two months, no fever' });
    expect(screen.getByText('We understood:')).toBeInTheDocument();
    expect(screen.getByText('Fatigue')).toBeInTheDocument();
    expect(screen.getByText('no fever')).toBeInTheDocument();
    // One answered, three left by the engine's estimate: 25%, not the brief's fixed 1 in 5.
    expect(screen.getByText('25%')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This question is required.')).toBeInTheDocument();
    expect(responses()).toHaveLength(2);
  });

  it('lets the patient remove a finding read from the text, and the server drops it', async () => {
    signedInPatient(({ method, path }) => {
      if (method === 'POST' && path === '/api/v1/questionnaires') return ok({ session_id: SESSION_ID, session: session(0, 6), current_question: opening });
      if (method === 'POST' && path.endsWith('/responses')) {
        return ok({
          session: session(1, 3),
          is_complete: false,
          next_question: fever,
          insights: [],
          findings: [
            { id: 'fainting', name: 'Fainting or nearly fainting', present: true },
            { id: 'cough', name: 'Cough', present: true },
          ],
          text_understood: 'ok',
        });
      }
      if (method === 'DELETE' && path === `/api/v1/questionnaires/${SESSION_ID}/findings/fainting`) {
        return ok({ session: session(1, 2), is_complete: false, next_question: symptoms, insights: [], findings: [{ id: 'cough', name: 'Cough', present: true }], text_understood: 'ok' });
      }
      return undefined;
    });
    const app = renderRoute(paths.patientQuestionnaire);
    await app.user.type(await screen.findByRole('textbox', { name: 'What brings you here today?' }), 'A faint rash and a cough');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Fainting or nearly fainting')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Remove Fainting or nearly fainting' }));
    await waitFor(() => expect(screen.queryByText('Fainting or nearly fainting')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/v1/questionnaires/${SESSION_ID}/findings/fainting`]);
    expect(screen.getByRole('button', { name: 'Remove Cough' })).toBeInTheDocument();
    // The next question follows the corrected findings.
    expect(await screen.findByRole('group', { name: 'Which of these have you noticed?' })).toBeInTheDocument();
  });

  it('says when it could not read the text, instead of reading nothing into it', async () => {
    signedInPatient(({ method, path }) => {
      if (method === 'POST' && path === '/api/v1/questionnaires') return ok({ session_id: SESSION_ID, session: session(0, 6), current_question: opening });
      if (method === 'POST' && path.endsWith('/responses')) {
        return ok({ session: session(1, 5), is_complete: false, next_question: fever, insights: [], findings: [], text_understood: 'not_english' });
      }
      return undefined;
    });
    const app = renderRoute(paths.patientQuestionnaire);
    await app.user.type(await screen.findByRole('textbox', { name: 'What brings you here today?' }), 'Tengo fiebre');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('We could not read this — please answer the questions below.')).toBeInTheDocument();
  });

  it("shows the server's sentence when it refuses an answer, and asks for at least one option", async () => {
    signedInPatient(({ method, path }) => {
      if (path === `/api/v1/questionnaires/${SESSION_ID}`) return ok({ session: session(2, 2) });
      if (path.endsWith('/questions/next')) return ok({ question: symptoms });
      if (method === 'POST' && path.endsWith('/responses')) return failure(400, 'Please select at least one option.');
      return undefined;
    });
    const app = renderRoute(`${paths.patientQuestionnaire}?session=${SESSION_ID}`);
    expect(await screen.findByRole('group', { name: 'Which of these have you noticed?' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select at least one option.')).toBeInTheDocument();
    expect(responses()).toHaveLength(0);
    await app.user.click(screen.getByRole('checkbox', { name: 'Headache' }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(responses()).toHaveLength(1));
    expect(await screen.findByText('Please select at least one option.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Headache' })).toBeChecked();
  });

  it("words what is left as the engine says it, and the bar never jumps back when the estimate grows", async () => {
    // The engine's replies after each answer: a bound before anything was read; then 1 left; then
    // an answer that brings questions (the estimate grows to 6); then the certain last question.
    const replies = [session(1, 1), session(2, 6), session(3, 1, 'diagnostic', { last_question: true })];
    signedInPatient(({ method, path }) => {
      if (method === 'POST' && path === '/api/v1/questionnaires') return ok({ session_id: SESSION_ID, session: session(0, 10), current_question: opening });
      if (method === 'POST' && path.endsWith('/responses')) {
        const n = responses().length;
        return ok({ session: replies[n - 1], is_complete: false, next_question: fever, insights: [], findings: [], text_understood: n === 1 ? 'ok' : null });
      }
      return undefined;
    });
    const bar = () => Number(screen.getByRole('progressbar', { name: 'Questionnaire progress' }).getAttribute('aria-valuenow'));
    const app = renderRoute(paths.patientQuestionnaire);
    // Nothing read yet: a bound, not "about 10 to go".
    expect(await screen.findByText('0 answered · Up to 10 questions')).toBeInTheDocument();
    expect(bar()).toBe(0);

    await app.user.type(screen.getByRole('textbox', { name: 'What brings you here today?' }), 'Tired');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('1 answered · About 1 question to go')).toBeInTheDocument();
    expect(bar()).toBe(50);

    await app.user.click(screen.getByRole('button', { name: 'No' }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('2 answered · About 6 questions to go')).toBeInTheDocument();
    // 2 / (2 + 6) would pull the bar back to 25%: it moves on a little instead.
    expect(bar()).toBe(57);

    await app.user.click(screen.getByRole('button', { name: 'No' }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('3 answered · Last question')).toBeInTheDocument();
    expect(bar()).toBe(79);
  });

  it("says so when the session cannot be loaded", async () => {
    signedInPatient(() => failure(503, 'The service is busy. Please try again.'));
    renderRoute(`${paths.patientQuestionnaire}?session=${SESSION_ID}`);
    expect(await screen.findByText('Failed to get questionnaire session.')).toBeInTheDocument();
  });
});

describe('AI questionnaire', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('steps with Previous and Next, raises the Low Energy Alert and shows the last three live insights', async () => {
    signedInPatient(({ method, path, body }) => {
      if (path === '/api/v1/ai/questionnaire') return ok({ title: 'AI', description: 'Adaptive questions', capabilities: { ai_analysis: true } });
      if (method === 'POST' && path === '/api/v1/questionnaires') {
        expect(body).toEqual({ session_type: 'ai_guided' });
        return ok({ session_id: SESSION_ID, session: session(0, 8, 'ai_guided'), current_question: concern });
      }
      if (method === 'POST' && path.endsWith('/responses')) {
        const { question_id } = body as { question_id: string };
        const n = responses().length;
        return ok({
          session: session(n, 8 - n, 'ai_guided'),
          is_complete: false,
          next_question: question_id === 'ai_primary_concern' ? energy : symptoms,
          insights: [insight('Iron deficiency', 72), insight('Hypothyroidism', 40), insight('Depression', 20), insight('Sleep apnoea', 10)],
          findings: [],
        });
      }
      return undefined;
    });
    const app = renderRoute(paths.aiQuestionnaire);
    expect(await screen.findByRole('group', { name: 'What is your main concern?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Opening the page starts nothing on the server: the first question comes from the opening.
    expect(starts()).toHaveLength(0);

    await app.user.click(screen.getByRole('radio', { name: 'Fatigue' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('group', { name: 'How is your energy?' })).toBeInTheDocument();
    // The first answer started the session, once, and was sent to it.
    expect(starts()).toHaveLength(1);
    expect(responses()[0]?.path).toBe(`/api/v1/questionnaires/${SESSION_ID}/responses`);
    expect(screen.getByText('Estimated completion: 10.5 minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: '5' }));
    expect(screen.queryByText('Low Energy Alert')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: '4' }));
    expect(screen.getByText('Low Energy Alert')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Live AI Insights' });
    expect(within(panel).getByText('Iron deficiency')).toBeInTheDocument();
    expect(within(panel).getByText('72%')).toBeInTheDocument();
    expect(within(panel).queryByText('Sleep apnoea')).not.toBeInTheDocument();

    // Back to the first answer: it is still chosen, and going on without a change sends nothing.
    await app.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Fatigue' })).toBeChecked();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: '4' })).toHaveAttribute('aria-pressed', 'true');
    expect(responses()).toHaveLength(1);

    // A changed earlier answer is sent again.
    await app.user.click(screen.getByRole('button', { name: 'Previous' }));
    await app.user.click(screen.getByRole('radio', { name: 'Pain' }));
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(responses()).toHaveLength(2));
    expect(responses()[1]?.body).toEqual({ question_id: 'ai_primary_concern', response: 'Pain' });
  });

  it('gives the session panel the engine’s words: a bound before any answer, an estimate after, Complete only on a certain last question', async () => {
    signedInPatient(({ method, path }) => {
      if (path === '/api/v1/ai/questionnaire') return ok({ title: 'AI', description: 'Adaptive questions', capabilities: { ai_analysis: true } });
      if (method === 'POST' && path === '/api/v1/questionnaires') return ok({ session_id: SESSION_ID, session: session(0, 10, 'ai_guided'), current_question: concern });
      if (method === 'POST' && path.endsWith('/responses')) {
        const n = responses().length;
        // About 1 left, but not certainly: the button still reads Next. Then the certain last question.
        const left = n === 1 ? session(1, 1, 'ai_guided') : session(2, 1, 'ai_guided', { last_question: true });
        return ok({ session: left, is_complete: false, next_question: n === 1 ? energy : fever, insights: [], findings: [] });
      }
      return undefined;
    });
    const app = renderRoute(paths.aiQuestionnaire);
    expect(await screen.findByRole('group', { name: 'What is your main concern?' })).toBeInTheDocument();
    expect(screen.getByText('Up to 10 questions')).toBeInTheDocument();
    expect(screen.getByText('Estimated completion: up to 15.0 minutes')).toBeInTheDocument();

    await app.user.click(screen.getByRole('radio', { name: 'Fatigue' }));
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('group', { name: 'How is your energy?' })).toBeInTheDocument();
    expect(screen.getByText('About 1 question to go')).toBeInTheDocument();
    expect(screen.getByText('Estimated completion: 1.5 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: '6' }));
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Have you had a fever?')).toBeInTheDocument();
    expect(screen.getByText('Last question')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
  });

  it('offers Retry when the interface cannot be loaded', async () => {
    signedInPatient(() => undefined);
    renderRoute(paths.aiQuestionnaire);
    expect(await screen.findByText('Unable to Load Questionnaire')).toBeInTheDocument();
    expect(screen.getByText('Failed to load questionnaire interface')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});


const SAFETY_NET_999 = 'Call your local emergency number if you faint or become very breathless.';
const analysis = (level: Analysis['triage']['level'] = 'routine'): Analysis => ({
  insights: [{ ...insight('Iron-deficiency anaemia', 74), supporting: ['Heavy periods', 'Tiredness'], conflicting: ['Looking pale'] }],
  confidence_level: 74,
  triage: {
    level,
    reasons: level === 'emergency' ? ['Chest pain with breathlessness'] : ['Your answers fit iron deficiency.'],
    advice: level === 'emergency' ? 'Call your local emergency number now.' : 'Book a consultation with your doctor.',
    safety_net: [SAFETY_NET_999, level === 'emergency' ? 'Do not drive yourself.' : 'Seek care sooner if it gets worse.'],
  },
  findings: [],
  engine_version: '1',
  notice: 'This is information, not a diagnosis.',
});
const test = (n: number, name: string, price: string): Recommendation => ({
  test_id: `0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3${n}`,
  code: `T${n}`,
  name,
  description: `${name} description`,
  price,
  price_cents: Math.round(Number(price.slice(1)) * 100),
  turnaround: '24h',
  rationale: `Why ${name}`,
});
const tests = [test(1, 'Complete Blood Count', '$45.00'), test(2, 'Ferritin', '$46.50')];

describe('results', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('carries the analysis from the finished questionnaire: triage first, reasons, tests with why, the total and Order Tests', async () => {
    signedInPatient(({ method, path, body }) => {
      if (path === `/api/v1/questionnaires/${SESSION_ID}`) return ok({ session: { ...session(6, 0), status: 'completed' } });
      if (path.endsWith('/analysis')) return ok({ analysis: analysis() });
      if (path.endsWith('/recommendations')) return ok({ recommendations: tests });
      if (method === 'POST' && path === '/api/v1/cart/lines') return ok({ id: (body as { testId: string }).testId });
      return undefined;
    });
    const app = renderRoute(`${paths.patientQuestionnaire}?session=${SESSION_ID}`);
    expect(await screen.findByText('You have completed the questionnaire.')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'View recommendations' }));

    expect(await screen.findByRole('heading', { name: 'Your assessment results' })).toBeInTheDocument();
    expect(app.location().search).toBe(`?session=${SESSION_ID}`);
    const banner = screen.getByText('Book a consultation with your doctor');
    const firstInsight = screen.getByRole('heading', { name: 'Iron-deficiency anaemia' });
    // The triage banner comes before any insight.
    expect(banner.compareDocumentPosition(firstInsight) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('74% confidence')).toBeInTheDocument();
    expect(screen.getByText('Heavy periods, Tiredness')).toBeInTheDocument();
    expect(screen.getByText('Looking pale')).toBeInTheDocument();
    // Safety-netting: what would make it an emergency and when to seek care, in the triage banner.
    const help = screen.getByRole('region', { name: 'When to get help' });
    expect(within(help).getByText(SAFETY_NET_999)).toBeInTheDocument();
    expect(within(help).getByText('Seek care sooner if it gets worse.')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Recommended Tests' });
    expect(within(region).getByText('Why Ferritin')).toBeInTheDocument();
    expect(within(region).getByText('$91.50')).toBeInTheDocument();
    expect(screen.getByText('This is information, not a diagnosis.')).toBeInTheDocument();
    // Carried in navigation state: nothing fetched twice.
    expect(calls.filter((c) => c.path.endsWith('/analysis'))).toHaveLength(1);

    await app.user.click(within(region).getByRole('button', { name: 'Order Tests' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v1/cart/lines').map((c) => c.body)).toEqual(tests.map((t) => ({ testId: t.test_id })));
  });

  it('fetches by session, and offers no test order on emergency triage', async () => {
    signedInPatient(({ path }) => {
      if (path.endsWith('/analysis')) return ok({ analysis: analysis('emergency') });
      if (path.endsWith('/recommendations')) return ok({ recommendations: [] });
      return undefined;
    });
    renderRoute(`${paths.patientResults}?session=${SESSION_ID}`);
    expect(await screen.findByText('Loading your results...')).toBeInTheDocument();
    expect(await screen.findByText('Seek emergency care now')).toBeInTheDocument();
    expect(screen.getByText('Call your local emergency number now.')).toBeInTheDocument();
    expect(screen.getByText('Chest pain with breathlessness')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'When to get help' })).getByText('Do not drive yourself.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order Tests' })).not.toBeInTheDocument();
  });

  it('My Results without a session opens the newest completed assessment', async () => {
    signedInPatient(({ path }) => {
      if (path.endsWith('/history')) return ok({ sessions: [{ ...session(2, 4), id: 'still-open', status: 'in_progress' }, { ...session(6, 0), id: SESSION_ID, status: 'completed' }] });
      if (path === `/api/v1/questionnaires/${SESSION_ID}/analysis`) return ok({ analysis: analysis() });
      if (path === `/api/v1/questionnaires/${SESSION_ID}/recommendations`) return ok({ recommendations: tests });
      return undefined;
    });
    renderRoute(paths.patientResults);
    expect(await screen.findByRole('heading', { name: 'Iron-deficiency anaemia' })).toBeInTheDocument();
    expect(screen.queryByText('No analysis results available. Please complete a questionnaire first.')).not.toBeInTheDocument();
  });

  it('explains when there is nothing to show or the analysis fails', async () => {
    signedInPatient(({ path }) => (path.endsWith('/history') ? ok({ sessions: [] }) : path === '/api/v1/patients/me/results' ? ok([]) : undefined));
    const empty = renderRoute(paths.patientResults);
    expect(await screen.findByText('No analysis results available. Please complete a questionnaire first.')).toBeInTheDocument();
    empty.unmount();
    signedInPatient(({ path }) => (path.endsWith('/analysis') ? failure(500, 'Something broke.') : undefined));
    renderRoute(`${paths.patientResults}?session=${SESSION_ID}`);
    expect(await screen.findByText('Failed to get analysis. Please try again.')).toBeInTheDocument();
  });
});

describe('patient dashboard assessments', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  const done = (n: number, confidence: number): QuestionnaireSession => ({
    ...session(4 + n, 0),
    id: `3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e7${n}`,
    session_id: `3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e7${n}`,
    status: 'completed',
    completed_at: `2026-11-1${n}T09:30:00.000Z`,
    analysis: { confidence_level: confidence },
  });

  it('lists up to five completed assessments with their confidence, and starts or resumes one', async () => {
    let startFails = true;
    const history = [session(1, 5), done(1, 82), done(2, 40), done(3, 50), done(4, 60), done(5, 65), done(6, 66)];
    signedInPatient(({ method, path, body }) => {
      if (path.startsWith('/api/v1/questionnaires/user/')) return ok({ sessions: history });
      if (method === 'POST' && path === '/api/v1/questionnaires') {
        expect(body).toEqual({ session_type: 'diagnostic' });
        return startFails ? failure(500, 'Something broke.') : ok({ session_id: SESSION_ID, session: session(1, 5), current_question: fever });
      }
      if (path === `/api/v1/questionnaires/${SESSION_ID}`) return ok({ session: session(1, 5) });
      if (path.endsWith('/questions/next')) return ok({ question: fever });
      return undefined;
    });
    const app = renderRoute(paths.dashboard);
    const past = await screen.findByRole('region', { name: 'Past Health Assessments' });
    await waitFor(() => expect(within(past).getAllByRole('link', { name: 'View Full Results' })).toHaveLength(5));
    expect(within(past).getByText('82% confidence')).toBeInTheDocument();
    expect(within(past).queryByText('66% confidence')).not.toBeInTheDocument();
    expect(within(past).getAllByRole('link', { name: 'View Full Results' })[0]).toHaveAttribute('href', `${paths.patientResults}?session=${done(1, 0).id}`);
    expect(within(past).getAllByText(/5 questions answered/)).toHaveLength(1);

    await app.user.click(screen.getByRole('button', { name: 'Start Health Assessment' }));
    expect(await screen.findByText('Failed to start health assessment. Please try again.')).toBeInTheDocument();
    expect(app.location().pathname).toBe(paths.dashboard);

    startFails = false;
    await app.user.click(screen.getByRole('button', { name: 'Start Health Assessment' }));
    expect(await screen.findByText('Have you had a fever?')).toBeInTheDocument();
    expect(app.location().pathname).toBe(paths.patientQuestionnaire);
    expect(app.location().search).toBe(`?session=${SESSION_ID}`);
  });
});

describe('AI questionnaire completion', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("reads Complete on the last answer, then shows the engine's tests and asks the doctor for a consultation", async () => {
    let completeFails = true;
    let consultation: Response = failure(409, 'You have no doctor on Labwise yet. Ask your doctor to invite you, or book a consultation with any clinic.');
    signedInPatient(({ method, path, body }) => {
      if (path === '/api/v1/ai/questionnaire') return ok({ title: 'AI', description: 'Adaptive questions', capabilities: { ai_analysis: true } });
      if (method === 'POST' && path === '/api/v1/questionnaires') return ok({ session_id: SESSION_ID, session: session(5, 1, 'ai_guided', { last_question: true }), current_question: fever });
      if (method === 'POST' && path.endsWith('/responses')) {
        if (completeFails) return failure(500, 'Something broke.');
        return ok({ session: { ...session(6, 0, 'ai_guided'), status: 'completed' }, is_complete: true, next_question: null, insights: [], findings: [] });
      }
      if (path.endsWith('/analysis')) return ok({ analysis: analysis() });
      if (path.endsWith('/recommendations')) return ok({ recommendations: tests });
      if (method === 'POST' && path === '/api/v1/consultations') {
        expect(body).toEqual({ session_id: SESSION_ID });
        return consultation;
      }
      return undefined;
    });
    const app = renderRoute(paths.aiQuestionnaire);
    expect(await screen.findByText('Have you had a fever?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'No' }));
    await app.user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Failed to complete questionnaire. Please try again.')).toBeInTheDocument();

    completeFails = false;
    await app.user.click(screen.getByRole('button', { name: 'Complete' }));
    const region = await screen.findByRole('region', { name: 'Recommended Tests' });
    expect(await within(region).findByText('Complete Blood Count')).toBeInTheDocument();
    expect(within(region).getByText('$91.50')).toBeInTheDocument();
    expect(screen.getByText('Book a consultation with your doctor')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'When to get help' })).getByText(SAFETY_NET_999)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    expect(await screen.findByText(/You have no doctor on Labwise yet/)).toBeInTheDocument();
    expect(screen.queryByText('Consultation requested')).not.toBeInTheDocument();

    consultation = new Response(JSON.stringify({ success: true, data: { id: SESSION_ID }, message: 'Consultation requested' }), { status: 201 });
    await app.user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    expect(await screen.findByText('Consultation requested')).toBeInTheDocument();
    expect(screen.queryByText(/You have no doctor on Labwise yet/)).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Start New Questionnaire' }));
    expect(await screen.findByText('Have you had a fever?')).toBeInTheDocument();
    // A new questionnaire starts on the server with its first answer, not on opening.
    expect(starts()).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/v1/questionnaires/opening')).toHaveLength(2);
  });
});
