import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatDateTime } from './format';

describe('format', () => {
  it('turns integer cents into dollars', () => {
    expect(formatCents(4500)).toBe('$45.00');
    expect(formatCents(27900)).toBe('$279.00');
  });

  it('formats dates and date-times, and never prints Invalid Date', () => {
    const at = new Date(2026, 10, 22, 15, 5);
    expect(formatDate(at)).toBe('Nov 22, 2026');
    expect(formatDateTime(at)).toMatch(/^Nov 22, 2026, 3:05\sPM$/);
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });
});
