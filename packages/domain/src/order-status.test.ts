import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  FINISHED_ORDER_STATUSES,
  hasResults,
  IN_LAB_ORDER_STATUSES,
  isActiveOrder,
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
  SETTLED_ORDER_STATUSES,
  WITH_RESULTS_STATUSES,
} from './order-status';

describe('order status groups', () => {
  it('name the statuses each rule is about', () => {
    expect(OPEN_ORDER_STATUSES).toEqual(['awaiting_payment', 'ordered', 'sent_to_lab']);
    expect(IN_LAB_ORDER_STATUSES).toEqual(['sample_collected', 'processing']);
    expect(WITH_RESULTS_STATUSES).toEqual(['results_ready', 'completed']);
    expect(FINISHED_ORDER_STATUSES).toEqual(['results_ready', 'completed', 'cancelled']);
    expect(SETTLED_ORDER_STATUSES).toEqual(['completed', 'cancelled', 'error']);
  });

  it('split every status into active or finished, never both', () => {
    for (const status of ORDER_STATUSES) {
      expect(ACTIVE_ORDER_STATUSES.includes(status), status).toBe(!FINISHED_ORDER_STATUSES.includes(status));
      expect(isActiveOrder(status), status).toBe(ACTIVE_ORDER_STATUSES.includes(status));
    }
    expect(isActiveOrder('processing')).toBe(true);
    expect(isActiveOrder('results_ready')).toBe(false);
    expect(isActiveOrder('cancelled')).toBe(false);
  });

  it('keep open, in-lab and with-results orders apart', () => {
    const groups = [OPEN_ORDER_STATUSES, IN_LAB_ORDER_STATUSES, WITH_RESULTS_STATUSES];
    for (const status of ORDER_STATUSES) expect(groups.filter((g) => g.includes(status)).length, status).toBeLessThanOrEqual(1);
  });

  it('tells which orders have results, for stored (string) statuses too', () => {
    expect(hasResults('results_ready')).toBe(true);
    expect(hasResults('completed')).toBe(true);
    expect(hasResults('processing')).toBe(false);
    expect(hasResults('cancelled')).toBe(false);
    expect(hasResults('unknown')).toBe(false);
  });
});
