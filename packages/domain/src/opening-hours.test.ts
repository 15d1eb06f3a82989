import { describe, expect, it } from 'vitest';
import { isWithinOpeningHours, parseOpeningHours } from './opening-hours';

describe('opening hours', () => {
  it('parses the catalog’s forms', () => {
    expect(parseOpeningHours('Mon-Fri 8AM-6PM')).toEqual({ days: new Set([1, 2, 3, 4, 5]), openMinute: 480, closeMinute: 1080 });
    expect(parseOpeningHours('Open 24 hours')?.closeMinute).toBe(1440);
    expect(parseOpeningHours('whenever')).toBeNull();
  });

  it('checks a time in the lab’s own time zone', () => {
    // Monday 2026-11-23 14:00 UTC is 09:00 in New York and 06:00 in Los Angeles.
    const monday = new Date('2026-11-23T14:00:00Z');
    expect(isWithinOpeningHours(monday, 'Mon-Fri 8AM-6PM', 'America/New_York')).toBe(true);
    expect(isWithinOpeningHours(monday, 'Mon-Fri 8AM-6PM', 'America/Los_Angeles')).toBe(false);
    // Sunday is closed on weekdays-only hours, open for a 24-hour lab.
    const sunday = new Date('2026-11-22T17:00:00Z');
    expect(isWithinOpeningHours(sunday, 'Mon-Sat 7AM-7PM', 'America/Chicago')).toBe(false);
    expect(isWithinOpeningHours(sunday, 'Open 24 hours', 'America/Chicago')).toBe(true);
    // Closing time itself is closed.
    expect(isWithinOpeningHours(new Date('2026-11-23T23:00:00Z'), 'Mon-Fri 8AM-6PM', 'America/New_York')).toBe(false);
  });
});
