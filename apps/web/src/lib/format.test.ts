import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, formatCents, formatDate, formatDateTime, formatInZone, formatRelative, formatShortDate, localIsoDate } from './format';

const speak = (language: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('format', () => {
  it('turns integer cents into dollars', () => {
    speak('en-US');
    expect(formatCents(4500)).toBe('$45.00');
    expect(formatCents(27900)).toBe('$279.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('formats dates and date-times, and never prints Invalid Date', () => {
    speak('en-US');
    const at = new Date(2026, 10, 22, 15, 5);
    expect(formatDate(at)).toBe('Nov 22, 2026');
    expect(formatDateTime(at)).toMatch(/^Nov 22, 2026, 3:05\sPM$/);
    expect(formatShortDate(at)).toBe('Nov 22, 26');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatInZone('nope', 'UTC')).toBe('—');
  });

  it('uses the browser’s locale', () => {
    speak('de-DE');
    expect(currentLocale()).toBe('de-DE');
    expect(formatCents(4500).replace(/\s/g, ' ')).toBe('45,00 $');
    expect(formatDate(new Date(2026, 10, 22, 15, 5))).toBe('22.11.2026');
    speak('en-GB');
    expect(formatDate(new Date(2026, 10, 22, 15, 5))).toBe('22 Nov 2026');
    expect(formatCents(4500)).toBe('US$45.00');
    speak('fr-FR');
    expect(formatRelative(-1, 'day')).toBe('hier');
  });

  it('falls back to en-US for a missing or malformed language', () => {
    speak('');
    expect(currentLocale()).toBe('en-US');
    speak('not a locale!');
    expect(currentLocale()).toBe('en-US');
    expect(formatCents(100)).toBe('$1.00');
  });

  it('shows a lab’s time in the lab’s zone, named, whatever the browser’s zone', () => {
    speak('en-US');
    const slot = '2026-12-01T14:30:00Z';
    expect(formatInZone(slot, 'America/New_York')).toBe('Tuesday, December 1, 2026 at 9:30 AM EST');
    expect(formatInZone(slot, 'America/Los_Angeles')).toBe('Tuesday, December 1, 2026 at 6:30 AM PST');
    expect(formatDateTime(slot, 'Europe/London').replace(/\s/g, ' ')).toBe('Dec 1, 2026, 2:30 PM GMT');
    expect(formatDateTime('2026-07-01T14:30:00Z', 'America/New_York').replace(/\s/g, ' ')).toBe('Jul 1, 2026, 10:30 AM EDT');
  });

  it('shows a calendar date (a date of birth) as that day in every zone', () => {
    speak('en-US');
    expect(formatDate('1985-03-14')).toBe('Mar 14, 1985');
    expect(formatDate('1985-03-14', 'Pacific/Honolulu')).toBe('Mar 14, 1985');
    expect(formatShortDate('1985-03-14')).toBe('Mar 14, 85');
  });

  it('says relative times in words', () => {
    speak('en-US');
    expect(formatRelative(-5, 'minute')).toBe('5 minutes ago');
    expect(formatRelative(-1, 'day')).toBe('yesterday');
    expect(formatRelative(2, 'day')).toBe('in 2 days');
  });

  it('gives today’s date in the browser’s own calendar, not UTC’s', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
