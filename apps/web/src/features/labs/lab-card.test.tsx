import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lab } from '@labwise/domain';
import { LabCard } from './lab-card';

const lab = (overrides: Partial<Lab> = {}): Lab => ({
  id: '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d',
  name: 'Riverbend Diagnostics',
  address: '88 Mill Road, Hartford, CT',
  location: 'CT',
  phone: '+1 860 555 0117',
  email: 'service@riverbend-dx.example',
  website: null,
  rating: null,
  ratingCount: 0,
  specialties: ['Chemistry'],
  averageTurnaroundHours: null,
  expectedTurnaroundHours: 36,
  status: 'active',
  capacityPerDay: 220,
  hours: 'Mon-Fri 8AM-6PM',
  certification: 'CLIA, CAP',
  cliaNumber: null,
  established: 2011,
  logoUrl: null,
  availableTests: 10,
  activeOrders: 0,
  capacityUsedPercent: 0,
  ...overrides,
});
const card = (l: Lab) => render(<LabCard lab={l} onDetails={() => undefined} onPartner={() => undefined} partnering={false} />);

describe('LabCard', () => {
  it('says so when nobody has rated the lab and no order has measured its turnaround', () => {
    card(lab());
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByText('Not enough orders yet')).toBeInTheDocument();
    expect(screen.queryByText(/36h/)).not.toBeInTheDocument();
  });

  it('shows the measured figures once there are some', () => {
    card(lab({ rating: 4.3, ratingCount: 3, averageTurnaroundHours: 26.5 }));
    expect(screen.getByLabelText('4.3 out of 5 from 3 ratings')).toHaveTextContent('4.3');
    expect(screen.getByText('26.5h turnaround')).toBeInTheDocument();
  });

  it('does not round a turnaround under an hour to nothing', () => {
    card(lab({ averageTurnaroundHours: 0 }));
    expect(screen.getByText('Under 1h turnaround')).toBeInTheDocument();
  });
});
