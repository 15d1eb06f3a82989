import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnmatchedCandidate, UnmatchedResult } from '@labwise/domain';
import { configureApiClient } from '../../../lib/api-client';
import { defaultConfig } from '../../../lib/config';
import { ConfigProvider } from '../../../lib/config-context';
import { UnmatchedResultsSection } from './unmatched-results-section';

const MESSAGE: UnmatchedResult = {
  id: '00000000-0000-4000-8000-000000000001',
  receivedAt: '2025-03-01T13:30:00.000Z',
  controlId: 'MSG-0042',
  reason: 'No order NB-999999 is routed to this laboratory.',
  placerOrderNumber: 'NB-999999',
  fillerOrderNumber: 'F-1',
  collectedAt: null,
  patient: { name: 'Rita Results', dateOfBirth: '1980-06-01', sex: 'F', identifiers: ['MRN-1 · NORTHSIDE · MR'] },
  observations: [{ code: '3016-3', name: 'TSH', value: '2.1', units: 'mIU/L', referenceRange: '0.4-4.0', abnormalFlags: 'N', status: 'F' }],
};
const candidate = (extra: Partial<UnmatchedCandidate>): UnmatchedCandidate => ({
  orderId: '00000000-0000-4000-8000-0000000000a1',
  orderNumber: 'NB-100010',
  patientName: 'Rita Results',
  dateOfBirth: '1980-06-01',
  status: 'processing',
  tests: ['TSH'],
  createdAt: '2025-03-01T10:00:00.000Z',
  identityMatches: true,
  ...extra,
});

const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const ok = (data: unknown) => reply(200, { success: true, data, message: '' });

function serve(routes: Record<string, (init: RequestInit) => Promise<Response>>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost:3000').pathname;
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const handler = routes[`${method} ${path}`];
      return handler ? handler(init) : reply(404, { success: false, message: 'Not Found', detail: 'Not found.' });
    }),
  );
  return calls;
}

function renderSection(labIntegration = true) {
  const config = defaultConfig('http://localhost:3000');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  configureApiClient(config);
  render(
    <ConfigProvider config={{ ...config, runtimeFeatures: { ...config.runtimeFeatures, labIntegration } }}>
      <QueryClientProvider client={queryClient}>
        <UnmatchedResultsSection />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Unmatched results', () => {
  it('says so when nothing is held', async () => {
    serve({ 'GET /api/v1/lab-interface/unmatched': () => ok([]) });
    renderSection();
    expect(await screen.findByText('No unmatched results')).toBeInTheDocument();
  });

  it('shows the server’s message when the list cannot load', async () => {
    serve({ 'GET /api/v1/lab-interface/unmatched': () => reply(500, { success: false, message: 'Internal Server Error', detail: 'Something went wrong on our side.' }) });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });

  it('is hidden when the lab integration is switched off', () => {
    const calls = serve({});
    renderSection(false);
    expect(screen.queryByText('Unmatched results')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists a held message with its reason, patient and observations, and resolves it with the patient confirmed', async () => {
    let held = [MESSAGE];
    const calls = serve({
      'GET /api/v1/lab-interface/unmatched': () => ok(held),
      [`GET /api/v1/lab-interface/unmatched/${MESSAGE.id}/candidates`]: () => ok([candidate({ identityMatches: false, patientName: 'Rita Resultz' })]),
      [`POST /api/v1/lab-interface/unmatched/${MESSAGE.id}/resolve`]: () => {
        held = [];
        return ok({ orderId: candidate({}).orderId, orderNumber: 'NB-100010', version: 1, critical: [] });
      },
    });
    const user = renderSection();
    const card = await screen.findByRole('article', { name: 'Unmatched results MSG-0042' });
    expect(card).toHaveTextContent('No order NB-999999 is routed to this laboratory.');
    expect(card).toHaveTextContent('Rita Results · born Jun 1, 1980 · Female');
    expect(card).toHaveTextContent('MRN-1 · NORTHSIDE · MR');
    expect(within(card).getByRole('table')).toHaveTextContent('2.1 mIU/L');

    await user.click(within(card).getByRole('button', { name: 'Resolve results MSG-0042' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio'));
    expect(within(dialog).getByText('Different patient details')).toBeInTheDocument();
    const attach = within(dialog).getByRole('button', { name: 'Attach results' });
    expect(attach).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /these results belong to this order’s patient/ }));
    await user.click(attach);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ orderId: candidate({}).orderId, confirmPatient: true });
    expect(await screen.findByText('No unmatched results')).toBeInTheDocument();
  });

  it('discards with a reason, and shows why the server refused', async () => {
    const calls = serve({
      'GET /api/v1/lab-interface/unmatched': () => ok([MESSAGE]),
      [`POST /api/v1/lab-interface/unmatched/${MESSAGE.id}/discard`]: () => reply(409, { success: false, message: 'Conflict', detail: 'These results were already resolved or discarded.' }),
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Discard results MSG-0042' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Discard results' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Sent twice by the analyser');
    await user.click(within(dialog).getByRole('button', { name: 'Discard results' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('These results were already resolved or discarded.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Sent twice by the analyser' });
  });
});
