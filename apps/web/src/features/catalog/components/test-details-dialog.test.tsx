import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogTest } from '@labwise/domain';
import { TestDetailsDialog } from './test-details-dialog';

const lab = (n: number) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, name: `Lab ${n}` });
const test = (labAvailability: CatalogTest['labAvailability'], labCount: number): CatalogTest => ({
  id: '00000000-0000-4000-8000-000000000100',
  code: 'CBC',
  name: 'Complete Blood Count',
  loinc: '58410-2',
  category: 'Hematology',
  description: 'Counts red cells, white cells and platelets.',
  priceCents: 4500,
  preparation: null,
  specimenType: 'blood',
  turnaround: '24h',
  turnaroundDays: 1,
  rating: 4.7,
  ratingCount: 2,
  popularity: 5,
  tags: [],
  clinicianOrderOnly: false,
  labAvailability,
  labCount,
});

describe('TestDetailsDialog', () => {
  it('names the labs of the search result and says how many more offer the test', () => {
    render(<TestDetailsDialog test={test([1, 2, 3, 4, 5].map(lab), 8)} onClose={() => undefined} />);
    expect(screen.getByText('Lab 1, Lab 2, Lab 3, Lab 4, Lab 5 and 3 more')).toBeInTheDocument();
  });

  it('lists every lab when all are named, and says so when none offers the test', () => {
    const { rerender } = render(<TestDetailsDialog test={test([lab(1), lab(2)], 2)} onClose={() => undefined} />);
    expect(screen.getByText('Lab 1, Lab 2')).toBeInTheDocument();
    rerender(<TestDetailsDialog test={test([], 0)} onClose={() => undefined} />);
    expect(screen.getByText('No partner lab at the moment')).toBeInTheDocument();
  });
});
