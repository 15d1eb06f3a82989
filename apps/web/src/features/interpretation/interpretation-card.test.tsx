import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { toast } from '../../lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INDIRECT_CHANGE_REASON, resultsInterpretationSchema, type ResultsInterpretation } from '@labwise/domain';
import { demoAccount, notFound, ok } from '../../../test/signed-in';
import { cartQuery } from '../../api/cart/cart';
import { BeforeAfterResults } from './before-after-card';
import { InterpretationCard } from './interpretation-card';
import { OrderInterpretation } from './order-interpretation';
import { SessionInterpretations } from './session-interpretations';
import { emergencyFixture, FREE_T4_TEST_ID, interpretationFixture, fixtureId } from './test-fixtures';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let answer: (path: string, method: string) => Response | Promise<Response>;

function stubApi() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost:3000');
      const method = init.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(init.body as string) : undefined });
      return Promise.resolve(answer(url.pathname, method));
    }),
  );
}

/** Renders below a signed-in shell (the account is the outlet context `useCan` reads), with a fresh query cache. */
function renderWithShell(ui: ReactNode, role: 'patient' | 'doctor' | 'lab_technician' = 'patient') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ element: <Outlet context={demoAccount({ role })} />, children: [{ path: '/', element: ui }] }], {
    initialEntries: ['/'],
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client, user };
}

const card = (interpretation: ResultsInterpretation, canAddToCart = true) =>
  renderWithShell(<InterpretationCard interpretation={interpretation} canAddToCart={canAddToCart} />);

const failure = (status: number, detail: string) => new Response(JSON.stringify({ success: false, message: 'Error', detail }), { status });

describe('the fixture', () => {
  it('has the wire shape of the domain schema', () => {
    expect(resultsInterpretationSchema.safeParse(interpretationFixture()).success).toBe(true);
    expect(resultsInterpretationSchema.safeParse(emergencyFixture()).success).toBe(true);
  });
});

describe('InterpretationCard', () => {
  beforeEach(() => {
    answer = () => notFound();
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast.success).mockReset();
    vi.mocked(toast.error).mockReset();
  });

  it('shows each changed condition with its direction, where it stands now and every reason line', async () => {
    card(interpretationFixture());
    const region = await screen.findByRole('region', { name: 'What your results mean' });
    const insights = within(region).getByRole('region', { name: 'Your updated insights' });
    const items = within(insights).getAllByRole('listitem').filter((li) => li.parentElement?.parentElement === insights);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Underactive thyroid');
    expect(within(items[0]!).getByText('Raised')).toBeInTheDocument();
    expect(within(items[0]!).getByText('now 78%')).toBeInTheDocument();
    expect(within(items[0]!).getByText('TSH 9.8 mIU/L high — raises underactive thyroid')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Lowered')).toBeInTheDocument();
    expect(within(items[1]!).getByText('now 12%')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Ferritin 85 ng/mL normal — lowers iron deficiency anaemia')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Haemoglobin 14.1 g/dL normal — lowers iron deficiency anaemia')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Ruled out')).toBeInTheDocument();
    expect(within(items[2]!).getByText('tTG-IgA negative — rules out coeliac disease')).toBeInTheDocument();
  });

  it('leaves out, for the patient, a condition that moved only because others did', async () => {
    const base = interpretationFixture();
    const indirect = { condition: 'perimenopause', name: 'Perimenopause', before: 6, after: 2, direction: 'lowered' as const, reasons: [INDIRECT_CHANGE_REASON] };
    card({ ...base, changes: [...base.changes, indirect] });
    const insights = await screen.findByRole('region', { name: 'Your updated insights' });
    expect(within(insights).queryByText('Perimenopause')).not.toBeInTheDocument();
    expect(within(insights).getByText('Underactive thyroid')).toBeInTheDocument();
  });

  it('puts one plain-language line beside each value, the re-checked triage and the notice', async () => {
    card(interpretationFixture());
    const values = await screen.findByRole('region', { name: 'Your values in plain words' });
    expect(within(values).getByText('9.8 mIU/L')).toBeInTheDocument();
    expect(within(values).getByText('High')).toBeInTheDocument();
    expect(within(values).getByText('Your TSH is above the normal range: your thyroid may be working too slowly.')).toBeInTheDocument();
    expect(within(values).getByText('Your iron stores are normal.')).toBeInTheDocument();
    expect(screen.getByText('Book a consultation with your doctor')).toBeInTheDocument();
    expect(screen.getByText('See your doctor in the next few weeks to talk about your thyroid.')).toBeInTheDocument();
    expect(screen.getByText(/This is information, not a diagnosis\./)).toBeInTheDocument();
  });

  it('lists the suggested next steps with reason and timing; only a catalog test gets Add to cart', async () => {
    card(interpretationFixture());
    const steps = await screen.findByRole('region', { name: 'Suggested next steps' });
    expect(within(steps).getByText('Confirms how much thyroid hormone you make.')).toBeInTheDocument();
    expect(within(steps).getByText('When: in 6–8 weeks')).toBeInTheDocument();
    expect(within(steps).getByText('$45.00')).toBeInTheDocument();
    expect(within(steps).getByText('To talk about treatment for your thyroid.')).toBeInTheDocument();
    expect(within(steps).getAllByRole('button', { name: /to cart/ })).toHaveLength(1);
    expect(within(steps).getByRole('button', { name: 'Add to cart: Free T4' })).toHaveTextContent('Add to cart');
  });

  it('adds the step’s test to the cart in one click, says so and keeps the cart it answers with', async () => {
    answer = (path, method) => (path === '/api/v1/cart/lines' && method === 'POST' ? ok({ lines: [] }) : notFound());
    const { client, user } = card(interpretationFixture());
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Free T4' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to cart', { description: 'Free T4' }));
    expect(calls).toEqual([{ method: 'POST', path: '/api/v1/cart/lines', body: { testId: FREE_T4_TEST_ID } }]);
    expect(client.getQueryData(cartQuery().queryKey)).toEqual({ lines: [] });
  });

  it('says why when the cart refuses the test', async () => {
    answer = () => failure(409, 'This test is not offered by any lab near you.');
    const { user } = card(interpretationFixture());
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Free T4' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Free T4 could not be added to your cart. This test is not offered by any lab near you.'),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers no Add to cart to someone without a cart', async () => {
    card(interpretationFixture(), false);
    await screen.findByRole('region', { name: 'Suggested next steps' });
    expect(screen.queryByRole('button', { name: /to cart/ })).not.toBeInTheDocument();
  });

  it('puts an emergency first and loudest, announced at once, and tests wait', async () => {
    card(emergencyFixture());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Seek emergency care now');
    expect(alert).toHaveTextContent('Go to the emergency department now or call 112.');
    expect(alert).toHaveTextContent('Potassium 6.9 mmol/L critical');
    expect(within(alert).getByText('Seek emergency care now')).toHaveClass('font-bold');
    expect(alert).toHaveClass('border-2');
    // The triage comes before everything else in the card.
    const region = screen.getByRole('region', { name: 'What your results mean' });
    expect(alert.compareDocumentPosition(within(region).getByRole('region', { name: 'Your updated insights' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Get emergency care first: these can wait.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to cart/ })).not.toBeInTheDocument();
  });
});

describe('OrderInterpretation', () => {
  const orderId = fixtureId(3);
  const path = `/api/v1/orders/${orderId}/interpretation`;
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing at all when the order has no interpretation', async () => {
    answer = () => ok({ interpretation: null });
    stubApi();
    const { container } = renderWithShell(<OrderInterpretation orderId={orderId} />);
    expect(await screen.findByRole('status', { name: 'Loading what your results mean…' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(calls.map((c) => c.path)).toEqual([path]);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the card when there is one, with Add to cart for the patient', async () => {
    answer = () => ok({ interpretation: interpretationFixture() });
    stubApi();
    renderWithShell(<OrderInterpretation orderId={orderId} />);
    expect(await screen.findByRole('region', { name: 'What your results mean' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart: Free T4' })).toBeInTheDocument();
  });

  it('has no Add to cart for a role without a cart', async () => {
    answer = () => ok({ interpretation: interpretationFixture() });
    stubApi();
    renderWithShell(<OrderInterpretation orderId={orderId} />, 'lab_technician');
    await screen.findByRole('region', { name: 'What your results mean' });
    expect(screen.queryByRole('button', { name: /to cart/ })).not.toBeInTheDocument();
  });

  it('says when it cannot be loaded, and Retry loads it again', async () => {
    let attempts = 0;
    answer = () => (++attempts === 1 ? failure(403, 'You may not see this order.') : ok({ interpretation: interpretationFixture() }));
    stubApi();
    const { user } = renderWithShell(<OrderInterpretation orderId={orderId} />);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('What these results mean could not be loaded. You may not see this order.');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'What your results mean' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('treats a reply that does not match the contract as an error, not a broken page', async () => {
    answer = () => ok({ interpretation: { id: 'nope' } });
    stubApi();
    renderWithShell(<OrderInterpretation orderId={orderId} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be read');
  });
});

describe('SessionInterpretations', () => {
  const sessionId = fixtureId(2);
  afterEach(() => vi.unstubAllGlobals());

  it('lists the updates newest first under “Updated by your lab results”, each naming its order', async () => {
    const newer = interpretationFixture({ id: fixtureId(10), order_id: fixtureId(11), order_number: 'LW-2026-0050', version: 3, created_at: '2026-11-24T10:00:00.000Z' });
    answer = (path) => (path === `/api/v1/questionnaires/${sessionId}/interpretations` ? ok({ interpretations: [newer, interpretationFixture()] }) : notFound());
    stubApi();
    renderWithShell(<SessionInterpretations sessionId={sessionId} />);
    const section = await screen.findByRole('region', { name: 'Updated by your lab results' });
    const cards = within(section).getAllByRole('region', { name: 'What your results mean' });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'LW-2026-0050' })).toHaveAttribute('href', `/orders/${fixtureId(11)}`);
    expect(within(cards[1]!).getByRole('link', { name: 'LW-2026-0042' })).toHaveAttribute('href', `/orders/${fixtureId(3)}`);
  });

  it('shows nothing while no results have updated the assessment', async () => {
    answer = () => ok({ interpretations: [] });
    stubApi();
    const { container } = renderWithShell(<SessionInterpretations sessionId={sessionId} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('says when the updates cannot be loaded, with Retry', async () => {
    answer = () => failure(404, 'The requested resource was not found.');
    stubApi();
    const { user } = renderWithShell(<SessionInterpretations sessionId={sessionId} />);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Updates from your lab results could not be loaded.');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});

describe('BeforeAfterResults', () => {
  const patientId = fixtureId(20);
  afterEach(() => vi.unstubAllGlobals());

  it('sets the insights and triage before the results beside those after, with the evidence and the order', async () => {
    const urgent = interpretationFixture({
      after: { ...interpretationFixture().after, triage: { level: 'urgent', reasons: [], advice: 'See a doctor within 24 hours about your thyroid.' } },
    });
    answer = (path) => (path === `/api/v1/patients/${patientId}/interpretations` ? ok({ interpretations: [urgent] }) : notFound());
    stubApi();
    renderWithShell(<BeforeAfterResults patientId={patientId} />, 'doctor');
    const card = await screen.findByRole('region', { name: 'Before and after results' });
    expect(within(card).getByRole('link', { name: 'Order LW-2026-0042' })).toHaveAttribute('href', `/orders/${fixtureId(3)}`);
    const before = within(card).getByRole('heading', { name: 'Before results' }).parentElement!.parentElement!;
    const after = within(card).getByRole('heading', { name: 'After results' }).parentElement!.parentElement!;
    expect(within(before).getByText('Routine')).toBeInTheDocument();
    expect(within(before).getByText('30%')).toBeInTheDocument();
    expect(within(after).getByText('Urgent')).toBeInTheDocument();
    expect(within(after).getByText('78%')).toBeInTheDocument();
    expect(within(card).getByText(/Urgency went from Routine to Urgent/)).toBeInTheDocument();
    expect(within(card).getByText('TSH 9.8 mIU/L high — raises underactive thyroid')).toBeInTheDocument();
    expect(within(card).getByText('tTG-IgA negative — rules out coeliac disease')).toBeInTheDocument();
  });

  it('shows only the newest three', async () => {
    const many = Array.from({ length: 5 }, (_, i) => interpretationFixture({ id: fixtureId(30 + i), order_number: `LW-2026-010${i}` }));
    answer = () => ok({ interpretations: many });
    stubApi();
    renderWithShell(<BeforeAfterResults patientId={patientId} />, 'doctor');
    const card = await screen.findByRole('region', { name: 'Before and after results' });
    expect(within(card).getAllByRole('link', { name: /^Order / }).map((a) => a.textContent)).toEqual(['LW-2026-0100', 'LW-2026-0101', 'LW-2026-0102']);
  });

  it('has an empty state, and an error line with Retry', async () => {
    answer = () => ok({ interpretations: [] });
    stubApi();
    const { unmount } = renderWithShell(<BeforeAfterResults patientId={patientId} />, 'doctor');
    expect(await screen.findByText('No assessment updated by results yet.')).toBeInTheDocument();
    unmount();
    answer = () => failure(500, 'Something went wrong.');
    stubApi();
    const { user } = renderWithShell(<BeforeAfterResults patientId={patientId} />, 'doctor');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The before and after results could not be loaded. Something went wrong.');
    answer = () => ok({ interpretations: [interpretationFixture()] });
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'After results' })).toBeInTheDocument();
  });
});
