import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ResultHistory } from '@labwise/domain';
import { ok } from '../../../test/signed-in';
import { ResultTrend } from './result-trend';
import { stubResizeObserver } from '../../../test/browser-stubs';

const ORDER_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const ANALYTE_ID = '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const history: ResultHistory = [
  { value: 4.1, unit: 'mmol/L', flag: 'normal', recordedAt: '2026-05-04T10:00:00.000Z', orderNumber: 'NB-100001' },
  { value: 6.3, unit: 'mmol/L', flag: 'critical', recordedAt: '2026-11-02T10:00:00.000Z', orderNumber: 'NB-100042' },
];

beforeEach(() => {
  // Recharts sizes its chart with ResizeObserver, which jsdom does not have.
  stubResizeObserver();
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(ok(history))));
});
afterEach(() => vi.unstubAllGlobals());

it('shows the history at once for screen readers and loads the chart library on demand', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <ResultTrend orderId={ORDER_ID} analyteId={ANALYTE_ID} name="Potassium" low={3.5} high={5.1} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading trend…');
  // Dates read the same in every country: day, month in words, full year (never 05/04).
  const figure = await screen.findByRole('img', { name: 'Potassium: 4 May 2026 4.1 mmol/L, 2 Nov 2026 6.3 mmol/L' });
  expect(screen.getByText('Potassium over time')).toBeInTheDocument();
  // The chart (a separate chunk in the build) replaces its placeholder once loaded.
  await waitFor(() => expect(screen.queryByText('Loading chart…')).not.toBeInTheDocument());
  expect(figure).toBeInTheDocument();
  expect(container.querySelector('.recharts-responsive-container')).not.toBeNull();
  expect(vi.mocked(fetch)).toHaveBeenCalledWith(`/api/v1/lab-orders/${ORDER_ID}/results/history?analyteId=${ANALYTE_ID}`, expect.anything());
});
