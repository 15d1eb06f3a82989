import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from './order-status';
import { vocabulary } from './vocabulary';

describe('vocabulary', () => {
  it('keeps the codes in the order they are written, each with its label', () => {
    const priority = vocabulary({ standard: 'Standard', urgent: 'Urgent', stat: 'STAT' });
    expect(priority.values).toEqual(['standard', 'urgent', 'stat']);
    expect(priority.labels.stat).toBe('STAT');
  });

  it('refuses an empty vocabulary', () => {
    expect(() => vocabulary({})).toThrow(/at least one code/);
  });

  it('gives the order statuses in the lifecycle order the brief lists', () => {
    expect(ORDER_STATUSES.slice(0, 3)).toEqual(['new', 'in_questionnaire', 'awaiting_payment']);
    expect(ORDER_STATUSES.at(-1)).toBe('error');
    expect(ORDER_STATUS_LABELS.sent_to_lab).toBe('Sent to Lab');
  });
});
