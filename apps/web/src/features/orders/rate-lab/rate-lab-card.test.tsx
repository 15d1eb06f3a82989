import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RATING_MESSAGES, type LabRating, type LabRatingReply } from '@labwise/domain';
import { api, ApiRequestError } from '../../../lib/api-client';
import { RateLabCard } from './rate-lab-card';

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  api: { get: vi.fn(), post: vi.fn() },
}));

const ORDER_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const reply = (overrides: Partial<LabRatingReply> = {}): LabRatingReply => ({ rating: null, labName: 'Riverbend Diagnostics', open: true, reason: null, ...overrides });
const saved: LabRating = {
  orderId: ORDER_ID,
  labId: '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d',
  labName: 'Riverbend Diagnostics',
  raterRole: 'patient',
  stars: 4,
  comment: 'Friendly staff.',
  createdAt: '2026-11-20T12:00:00.000Z',
};

const show = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RateLabCard orderId={ORDER_ID} />
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.post).mockReset();
});

describe('RateLabCard', () => {
  it('rates with the keyboard: arrow keys move through labelled stars, and the server’s answer is shown', async () => {
    vi.mocked(api.get).mockResolvedValue(reply());
    vi.mocked(api.post).mockResolvedValue(saved);
    show();
    expect(screen.getByText('Loading your rating…')).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Submit rating' });
    expect(submit).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^3 stars · Good/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^4 stars · Very good/ })).toBeChecked();
    await user.type(screen.getByLabelText('Comment (optional)'), 'Friendly staff.');
    expect(screen.getByText('15/500 characters')).toBeInTheDocument();
    await user.click(submit);

    expect(api.post).toHaveBeenCalledWith(`/api/v1/lab-orders/${ORDER_ID}/rating`, { stars: 4, comment: 'Friendly staff.' });
    expect(await screen.findByText(RATING_MESSAGES.saved)).toBeInTheDocument();
    expect(screen.getByText('You rated Riverbend Diagnostics 4 out of 5 (Very good).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit rating' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and lets the person try again', async () => {
    vi.mocked(api.get).mockResolvedValue(reply());
    vi.mocked(api.post).mockRejectedValue(new ApiRequestError(409, RATING_MESSAGES.alreadyRated, []));
    show();
    fireEvent.click(await screen.findByRole('radio', { name: /^5 stars/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RATING_MESSAGES.alreadyRated);
    expect(screen.getByRole('button', { name: 'Submit rating' })).toBeEnabled();
  });

  it('shows a rating already given, and nothing when the caller may not rate', async () => {
    vi.mocked(api.get).mockResolvedValue(reply({ rating: saved, open: false }));
    const { unmount } = show();
    expect(await screen.findByText('You rated Riverbend Diagnostics 4 out of 5 (Very good).')).toBeInTheDocument();
    expect(screen.getByText('“Friendly staff.”')).toBeInTheDocument();
    expect(screen.queryByText(RATING_MESSAGES.saved)).not.toBeInTheDocument();
    unmount();

    vi.mocked(api.get).mockResolvedValue(reply({ open: false, reason: RATING_MESSAGES.notReleased }));
    const { container } = show();
    await waitFor(() => expect(screen.queryByText('Loading your rating…')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the rating could not be loaded, with a retry', async () => {
    vi.mocked(api.get).mockRejectedValueOnce(new Error('Could not reach Labwise.')).mockResolvedValue(reply());
    show();
    expect(await screen.findByText(/Could not load your rating: Could not reach Labwise\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Submit rating' })).toBeInTheDocument();
  });
});
