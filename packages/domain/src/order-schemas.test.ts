import { describe, expect, it } from 'vitest';
import { canTransition, holdsTransition, mayChoosePriority } from './order-schemas';
import { OPEN_ORDER_STATUSES, ORDER_STATUSES } from './order-status';
import { ROLES } from './roles';

describe('the order transition table', () => {
  it('lets patients and doctors cancel an open order, and nobody a collected one', () => {
    for (const status of ORDER_STATUSES) {
      const open = OPEN_ORDER_STATUSES.includes(status);
      expect(canTransition('patient', status, 'cancelled'), status).toBe(open);
      expect(canTransition('doctor', status, 'cancelled'), status).toBe(open);
      expect(canTransition('lab_technician', status, 'cancelled'), status).toBe(false);
      expect(canTransition('admin', status, 'cancelled'), status).toBe(false);
    }
  });

  it('moves the lab steps for technicians and the release for doctors only', () => {
    expect(canTransition('lab_technician', 'ordered', 'sample_collected')).toBe(true);
    expect(canTransition('lab_technician', 'sample_collected', 'processing')).toBe(true);
    expect(canTransition('lab_technician', 'processing', 'results_ready')).toBe(true);
    expect(canTransition('lab_technician', 'results_ready', 'completed')).toBe(false);
    expect(canTransition('doctor', 'results_ready', 'completed')).toBe(true);
    expect(canTransition('doctor', 'processing', 'results_ready')).toBe(false);
  });

  it('lets a technician record payment at collection, moving Awaiting Payment to Ordered only', () => {
    for (const status of ORDER_STATUSES) {
      expect(canTransition('lab_technician', status, 'ordered'), status).toBe(status === 'awaiting_payment');
    }
    for (const role of ['patient', 'doctor', 'admin'] as const) expect(holdsTransition(role, 'ordered'), role).toBe(false);
  });

  it('tells a role that never holds a transition (403) from one in the wrong status (409)', () => {
    expect(holdsTransition('patient', 'cancelled')).toBe(true);
    expect(holdsTransition('lab_technician', 'cancelled')).toBe(false);
    expect(holdsTransition('admin', 'cancelled')).toBe(false);
    expect(holdsTransition('doctor', 'completed')).toBe(true);
    expect(holdsTransition('patient', 'completed')).toBe(false);
    for (const role of ROLES) {
      for (const to of ORDER_STATUSES) {
        expect(holdsTransition(role, to), `${role} → ${to}`).toBe(ORDER_STATUSES.some((from) => canTransition(role, from, to)));
      }
    }
  });
});

describe('mayChoosePriority', () => {
  it('lets the ordering doctor alone set the priority', () => {
    expect(ROLES.filter((role) => mayChoosePriority(role))).toEqual(['doctor']);
  });
});
