import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWithinOpeningHours } from './opening-hours';
import { formatInTimeZone, instantToZonedLocal, timeZoneLabel, zonedLocalToInstant } from './zoned-time';

const iso = (date: string, time: string, zone: string) => zonedLocalToInstant(date, time, zone).toISOString();

describe('a wall-clock time in a named zone', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the instant the lab’s clocks show it, in winter and in summer', () => {
    expect(iso('2026-12-01', '09:30', 'America/New_York')).toBe('2026-12-01T14:30:00.000Z');
    expect(iso('2026-07-01', '09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(iso('2026-12-01', '09:30', 'America/Los_Angeles')).toBe('2026-12-01T17:30:00.000Z');
    expect(iso('2026-07-01', '09:30', 'America/Los_Angeles')).toBe('2026-07-01T16:30:00.000Z');
    expect(iso('2026-12-01', '09:30', 'Europe/London')).toBe('2026-12-01T09:30:00.000Z');
    expect(iso('2026-07-01', '09:30', 'Europe/London')).toBe('2026-07-01T08:30:00.000Z');
    expect(iso('2026-12-01', '09:30', 'Asia/Tokyo')).toBe('2026-12-01T00:30:00.000Z');
    expect(iso('2026-12-01', '09:30', 'Asia/Kolkata')).toBe('2026-12-01T04:00:00.000Z');
    // Across midnight UTC: 21:00 in Los Angeles is the next day in UTC.
    expect(iso('2026-12-31', '21:00', 'America/Los_Angeles')).toBe('2027-01-01T05:00:00.000Z');
    expect(iso('2026-12-01', '09:30:15', 'UTC')).toBe('2026-12-01T09:30:15.000Z');
  });

  it('handles the nights the clocks change (New York: 8 March and 1 November 2026; London: 29 March and 25 October)', () => {
    // Spring forward at 02:00 EST: before is EST (−5), after is EDT (−4); 02:30 does not exist and moves on by the hour.
    expect(iso('2026-03-08', '01:30', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
    expect(iso('2026-03-08', '03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(iso('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(iso('2026-03-08', '09:30', 'America/New_York')).toBe('2026-03-08T13:30:00.000Z');
    // Fall back at 02:00 EDT: 01:30 happens twice, and is its first occurrence (EDT).
    expect(iso('2026-11-01', '00:30', 'America/New_York')).toBe('2026-11-01T04:30:00.000Z');
    expect(iso('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(iso('2026-11-01', '02:30', 'America/New_York')).toBe('2026-11-01T07:30:00.000Z');
    expect(iso('2026-11-01', '09:30', 'America/New_York')).toBe('2026-11-01T14:30:00.000Z');
    expect(iso('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-03-29', '09:30', 'Europe/London')).toBe('2026-03-29T08:30:00.000Z');
    expect(iso('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25', '09:30', 'Europe/London')).toBe('2026-10-25T09:30:00.000Z');
  });

  it('reads back as the same date and time, every half hour of a day the clocks change', () => {
    // Each zone and day, with the hour its clocks skip (if any): those times do not exist there.
    for (const [zone, day, skippedHour] of [
      ['America/New_York', '2026-03-08', '02:'],
      ['America/New_York', '2026-11-01', null],
      ['Europe/London', '2026-03-29', '01:'],
      ['America/Los_Angeles', '2026-11-01', null],
    ] as const) {
      for (let minute = 0; minute < 24 * 60; minute += 30) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        if (skippedHour && time.startsWith(skippedHour)) continue;
        expect(instantToZonedLocal(zonedLocalToInstant(day, time, zone), zone), `${zone} ${day} ${time}`).toEqual({ date: day, time });
      }
    }
  });

  it('does not depend on the zone of the computer running it', () => {
    const expected = iso('2026-12-01', '09:30', 'America/New_York');
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles', 'Europe/London', 'UTC']) {
      vi.stubEnv('TZ', zone);
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      expect(iso('2026-12-01', '09:30', 'America/New_York')).toBe(expected);
      expect(instantToZonedLocal(expected, 'America/New_York')).toEqual({ date: '2026-12-01', time: '09:30' });
      expect(formatInTimeZone(expected, 'America/New_York')).toMatch(/^Tuesday, December 1, 2026(,| at) 9:30\sAM EST$/);
    }
  });

  it('refuses a malformed date or time and an unknown zone', () => {
    expect(() => zonedLocalToInstant('2026-02-30', '09:30', 'America/New_York')).toThrow(RangeError);
    expect(() => zonedLocalToInstant('2026-12-01', '24:00', 'America/New_York')).toThrow(RangeError);
    expect(() => zonedLocalToInstant('1 Dec 2026', '09:30', 'America/New_York')).toThrow(RangeError);
    expect(() => zonedLocalToInstant('2026-12-01', '9:30 AM', 'America/New_York')).toThrow(RangeError);
    expect(() => zonedLocalToInstant('2026-12-01', '09:30', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('a booked time for people', () => {
  it('is shown in the lab’s zone with the zone named', () => {
    const at = '2026-12-01T14:30:00.000Z';
    expect(formatInTimeZone(at, 'America/New_York')).toMatch(/^Tuesday, December 1, 2026(,| at) 9:30\sAM EST$/);
    expect(formatInTimeZone(at, 'America/Los_Angeles')).toMatch(/6:30\sAM PST$/);
    expect(formatInTimeZone('2026-07-01T13:30:00.000Z', 'America/New_York')).toMatch(/9:30\sAM EDT$/);
    expect(formatInTimeZone('2026-07-01T08:30:00.000Z', 'Europe/London')).toMatch(/July 1, 2026(,| at) 9:30\sAM GMT\+1$/);
    expect(formatInTimeZone('not a date', 'America/New_York')).toBe('—');
  });

  it('names the zone in words', () => {
    expect(timeZoneLabel('America/New_York')).toBe('Eastern Time');
    expect(timeZoneLabel('America/Los_Angeles')).toBe('Pacific Time');
    expect(timeZoneLabel('Europe/London')).toBe('United Kingdom Time');
    expect(timeZoneLabel('UTC')).toBe('Coordinated Universal Time');
  });
});

describe('a collection slot at a lab open 8:00–18:00 (the lab’s time)', () => {
  // Tuesday 1 December 2026: 09:30 in New York is 14:30 UTC, 23:30 in Tokyo (where the patient's browser might be).
  const hours = 'Mon-Fri 8AM-6PM';
  it('accepts 09:30 and refuses 18:30, read in the lab’s zone', () => {
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'Europe/London']) {
      expect(isWithinOpeningHours(zonedLocalToInstant('2026-12-01', '09:30', zone), hours, zone), zone).toBe(true);
      expect(isWithinOpeningHours(zonedLocalToInstant('2026-12-01', '18:30', zone), hours, zone), zone).toBe(false);
      expect(isWithinOpeningHours(zonedLocalToInstant('2026-12-01', '07:59', zone), hours, zone), zone).toBe(false);
      expect(isWithinOpeningHours(zonedLocalToInstant('2026-12-01', '17:59', zone), hours, zone), zone).toBe(true);
    }
    // The same 09:30 on a day the clocks change is still inside the hours (Monday 2 November, the day after New York falls back).
    expect(isWithinOpeningHours(zonedLocalToInstant('2026-11-02', '09:30', 'America/New_York'), hours, 'America/New_York')).toBe(true);
    expect(isWithinOpeningHours(zonedLocalToInstant('2026-03-09', '09:30', 'America/New_York'), hours, 'America/New_York')).toBe(true);
  });
});
