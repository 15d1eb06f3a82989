import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type Analysis, type QuestionnaireSession, type ReleasedResults } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';
import { stubResizeObserver } from '../../../test/browser-stubs';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));
configure({ asyncUtilTimeout: 5000 });

/** My Results (item 7): the patient's completed assessments and released lab results, each with loading, empty and error states. */
const NO_RESULTS = 'No analysis results available. Please complete a questionnaire first.';
const HISTORY = '/api/v1/questionnaires/user/u1/history';
const RELEASED = '/api/v1/patients/me/results';
const failure = () => new Response(JSON.stringify({ success: false, message: 'Error', detail: 'Something broke.' }), { status: 500 });

const sessionId = (n: number) => `3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e7${n}`;
function completed(n: number, confidence: number, type: QuestionnaireSession['session_type'] = 'diagnostic'): QuestionnaireSession {
  return {
    id: sessionId(n),
    session_id: sessionId(n),
    patient_id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    session_type: type,
    status: 'completed',
    created_at: `2026-11-1${n}T09:00:00.000Z`,
    completed_at: `2026-11-1${n}T09:30:00.000Z`,
    question_budget: 10,
    responses: [{ question_id: 'concern_text', question: 'What brings you here today?', response: 'Tired', answered_at: `2026-11-1${n}T09:01:00.000Z` }],
    estimated_remaining: 0,
    max_remaining: 0,
    estimate_informed: true,
    last_question: false,
    triage: null,
    analysis: { confidence_level: confidence },
  };
}
const inProgress: QuestionnaireSession = { ...completed(9, 0), id: sessionId(9), session_id: sessionId(9), status: 'in_progress', completed_at: null, analysis: null };

const analysis: Analysis = {
  insights: [{ title: 'Underactive thyroid', condition: 'hypothyroidism', confidence: 68, description: 'About the thyroid', category: 'Endocrine', icd10: 'E03.9', supporting: ['Tiredness'], conflicting: [] }],
  confidence_level: 68,
  triage: { level: 'routine', reasons: ['Your answers fit a thyroid problem.'], advice: 'Book a consultation with your doctor.', safety_net: ['Seek care sooner if it gets worse.'] },
  findings: [],
  engine_version: '1',
  notice: 'This is information, not a diagnosis.',
};

const releasedOrder: ReleasedResults = {
  orderId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  orderNumber: 'NB-100042',
  status: 'completed',
  released: true,
  labComments: 'Sample slightly haemolysed.',
  doctorComment: 'Your thyroid test is normal.',
  results: [
    {
      id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
      orderItemId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
      testCode: 'TSH',
      analyteId: '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e',
      analyteCode: 'TSH',
      analyteName: 'Thyroid stimulating hormone',
      loinc: '3016-3',
      version: 1,
      status: 'final',
      value: 2.1,
      unit: 'mIU/L',
      referenceLow: 0.4,
      referenceHigh: 4,
      referenceText: '0.4–4.0 mIU/L',
      flag: 'normal',
      hl7Flag: 'N',
      recordedAt: '2026-11-18T08:00:00.000Z',
    },
  ],
  orderedAt: '2026-11-15T10:00:00.000Z',
  releasedAt: '2026-11-18T12:00:00.000Z',
  labName: 'Northside Clinical Laboratory',
  reviewedByDoctor: true,
  tests: [{ code: 'TSH', name: 'Thyroid Stimulating Hormone' }],
};

type Reply = Response | Promise<Response> | undefined;
let calls: string[];

function signedInPatient(handle: (path: string) => Reply) {
  sessionStorage.setItem('access_token', 'token');
  mockSession(useSession, 'token');
  const account = demoAccount({ role: 'patient', email: 'patient@demo.labwise.test' });
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://localhost:3000').pathname;
      if (path === '/api/v1/auth/me') return Promise.resolve(ok(account));
      if (path === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      calls.push(path);
      return Promise.resolve(handle(path) ?? new Response(JSON.stringify({ success: false, message: 'Not Found', detail: 'Nothing here.' }), { status: 404 }));
    }),
  );
}

/** The analysis and tests of any completed session. */
const assessmentCalls = (path: string): Reply => {
  if (path.endsWith('/analysis')) return ok({ analysis });
  if (path.endsWith('/recommendations')) return ok({ recommendations: [] });
  return undefined;
};

describe('My Results', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the latest of two completed assessments, the earlier one, and the released lab results', async () => {
    signedInPatient((path) => {
      if (path === HISTORY) return ok({ sessions: [inProgress, completed(2, 68), completed(1, 40, 'ai_guided')] });
      if (path === RELEASED) return ok([releasedOrder]);
      return assessmentCalls(path);
    });
    renderRoute(paths.patientResults);
    expect(await screen.findByRole('heading', { name: 'My Results', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Underactive thyroid' })).toBeInTheDocument();
    // The newest completed session's analysis, not the unfinished one's.
    expect(calls).toContain(`/api/v1/questionnaires/${sessionId(2)}/analysis`);
    expect(calls).not.toContain(`/api/v1/questionnaires/${sessionId(9)}/analysis`);
    expect(screen.getByText('Your answers fit a thyroid problem.')).toBeInTheDocument();

    const earlier = screen.getByRole('region', { name: 'Earlier assessments' });
    expect(within(earlier).getByText('AI Health Assessment')).toBeInTheDocument();
    expect(within(earlier).getByText('40% confidence')).toBeInTheDocument();
    expect(within(earlier).getByRole('link', { name: 'View Full Results' })).toHaveAttribute('href', `${paths.patientResults}?session=${sessionId(1)}`);

    const order = screen.getByRole('region', { name: 'Results for NB-100042' });
    expect(within(order).getByText('Thyroid Stimulating Hormone')).toBeInTheDocument();
    expect(within(order).getAllByText('Thyroid stimulating hormone').length).toBeGreaterThan(0);
    expect(within(order).getByText(/Reviewed and released by your doctor on Nov 18, 2026/)).toBeInTheDocument();
    expect(within(order).getByText('Your thyroid test is normal.')).toBeInTheDocument();
    expect(within(order).getByText('Sample slightly haemolysed.')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'View order' })).toHaveAttribute('href', paths.order(releasedOrder.orderId));
    expect(screen.queryByText(NO_RESULTS)).not.toBeInTheDocument();
  });

  it('loads older released results with Load more, and hides it on the last page', async () => {
    const older: ReleasedResults = { ...releasedOrder, orderId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8c', orderNumber: 'NB-100041', releasedAt: '2026-11-10T12:00:00.000Z' };
    const page = (rows: ReleasedResults[], nextCursor: string | null) =>
      new Response(JSON.stringify({ success: true, data: rows, message: '', meta: { nextCursor } }), { status: 200 });
    const pages = [page([releasedOrder], 'after-NB-100042'), page([older], null)];
    signedInPatient((path) => {
      if (path === HISTORY) return ok({ sessions: [] });
      if (path === RELEASED) return pages.shift();
      return undefined;
    });
    const app = renderRoute(paths.patientResults);
    expect(await screen.findByRole('region', { name: 'Results for NB-100042' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Results for NB-100041' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more results' }));
    expect(await screen.findByRole('region', { name: 'Results for NB-100041' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Results for NB-100042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more results/ })).not.toBeInTheDocument();
  });

  it('says it is loading while neither part has arrived', async () => {
    signedInPatient((path) => (path === HISTORY || path === RELEASED ? new Promise<Response>(() => undefined) : undefined));
    renderRoute(paths.patientResults);
    expect(await screen.findByRole('status', { name: 'Loading your results...' })).toBeInTheDocument();
    expect(screen.queryByText(NO_RESULTS)).not.toBeInTheDocument();
  });

  it('shows each part as it arrives: the lab results still loading beside the assessments', async () => {
    signedInPatient((path) => {
      if (path === HISTORY) return ok({ sessions: [completed(2, 68)] });
      if (path === RELEASED) return new Promise<Response>(() => undefined);
      return assessmentCalls(path);
    });
    renderRoute(paths.patientResults);
    expect(await screen.findByRole('heading', { name: 'Underactive thyroid' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your lab results…' })).toBeInTheDocument();
  });

  it('gives the brief’s empty message, with a way to start, only when there is neither', async () => {
    signedInPatient((path) => (path === HISTORY ? ok({ sessions: [inProgress] }) : path === RELEASED ? ok([]) : undefined));
    renderRoute(paths.patientResults);
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Health Assessment' })).toHaveAttribute('href', paths.patientQuestionnaire);
    expect(screen.queryByRole('heading', { name: 'Lab results' })).not.toBeInTheDocument();
  });

  it('shows released lab results without any assessment', async () => {
    signedInPatient((path) => (path === HISTORY ? ok({ sessions: [] }) : path === RELEASED ? ok([{ ...releasedOrder, reviewedByDoctor: false, doctorComment: null }]) : undefined));
    renderRoute(paths.patientResults);
    expect(await screen.findByRole('region', { name: 'Results for NB-100042' })).toBeInTheDocument();
    expect(screen.getByText(/Ordered by you on Nov 18, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/No completed assessments yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a health assessment' })).toHaveAttribute('href', paths.patientQuestionnaire);
    expect(screen.queryByText(NO_RESULTS)).not.toBeInTheDocument();
  });

  it('shows an assessment without lab results, saying when they will appear', async () => {
    signedInPatient((path) => (path === HISTORY ? ok({ sessions: [completed(2, 68)] }) : path === RELEASED ? ok([]) : assessmentCalls(path)));
    renderRoute(paths.patientResults);
    expect(await screen.findByRole('heading', { name: 'Underactive thyroid' })).toBeInTheDocument();
    expect(screen.getByText(/No released lab results yet\. They appear here once your doctor has reviewed them/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earlier assessments' })).not.toBeInTheDocument();
    expect(screen.queryByText(NO_RESULTS)).not.toBeInTheDocument();
  });

  it('says which part failed to load, never that there is nothing, and tries again', async () => {
    let historyFails = true;
    let releasedFails = true;
    signedInPatient((path) => {
      if (path === HISTORY) return historyFails ? failure() : ok({ sessions: [completed(2, 68)] });
      if (path === RELEASED) return releasedFails ? failure() : ok([releasedOrder]);
      return assessmentCalls(path);
    });
    const app = renderRoute(paths.patientResults);
    expect(await screen.findByText('Failed to load your assessments. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load your lab results. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(NO_RESULTS)).not.toBeInTheDocument();

    historyFails = false;
    releasedFails = false;
    const [retryAssessments, retryLab] = screen.getAllByRole('button', { name: 'Try again' });
    await app.user.click(retryAssessments!);
    expect(await screen.findByRole('heading', { name: 'Underactive thyroid' })).toBeInTheDocument();
    await app.user.click(retryLab!);
    expect(await screen.findByRole('region', { name: 'Results for NB-100042' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });

  it('says when the latest assessment’s analysis cannot be loaded', async () => {
    signedInPatient((path) => (path === HISTORY ? ok({ sessions: [completed(2, 68)] }) : path === RELEASED ? ok([]) : path.endsWith('/analysis') ? failure() : undefined));
    renderRoute(paths.patientResults);
    expect(await screen.findByText('Failed to get analysis. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(NO_RESULTS)).not.toBeInTheDocument();
  });
});
