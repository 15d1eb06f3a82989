import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogTest } from '@labwise/domain';
import { TestCard } from './test-card';
import { TestDetailsDialog } from './test-details-dialog';

const test = (rating: number | null, turnaroundDays = 1, ratingCount = rating === null ? 0 : 3): CatalogTest => ({
  id: '00000000-0000-4000-8000-000000000100',
  code: 'ZN',
  name: 'Zinc',
  loinc: '5763-8',
  category: 'Nutritional',
  description: 'Zinc in serum.',
  priceCents: 4200,
  preparation: null,
  specimenType: 'serum',
  turnaround: '24h',
  turnaroundDays,
  rating,
  ratingCount,
  popularity: 0,
  tags: [],
  clinicianOrderOnly: false,
  labAvailability: [],
  labCount: 0,
});
const card = (t: CatalogTest) => render(<TestCard test={t} canOrder onDetails={() => undefined} onAdd={() => undefined} adding={false} />);

describe('TestCard', () => {
  it('shows a rating only once the test has one', () => {
    const { unmount } = card(test(null));
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByText(/0\.0/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Rated/)).not.toBeInTheDocument();
    unmount();
    card(test(4.7));
    expect(screen.getByLabelText('Rated 4.7 out of 5 (3 ratings)')).toHaveTextContent('4.7');
  });

  it('counts turnaround days in the right number', () => {
    const { unmount } = card(test(4, 1));
    expect(screen.getByText('1 day')).toBeInTheDocument();
    unmount();
    card(test(4, 3));
    expect(screen.getByText('3 days')).toBeInTheDocument();
  });

  it('says the same in the details dialog', () => {
    const { rerender } = render(<TestDetailsDialog test={test(null)} onClose={() => undefined} />);
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
    rerender(<TestDetailsDialog test={test(4.5, 1, 1)} onClose={() => undefined} />);
    expect(screen.getByText('4.5 out of 5 (1 rating)')).toBeInTheDocument();
  });
});
