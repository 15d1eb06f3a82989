import { describe, expect, it } from 'vitest';
import { collectionSlots, collectionSlotsQuery } from './collection-slots';
import { closureOn, labClosureInput } from './lab-closures';

const NY = 'America/New_York';

describe('collection slots', () => {
  it('offers every 30 minutes within the hours, on the lab’s clocks, from the lab’s today', () => {
    // Monday 23 November 2026, 12:00 UTC = 07:00 in New York.
    const slots = collectionSlots({ hours: 'Mon-Fri 8AM-6PM', timeZone: NY, closures: [], now: new Date('2026-11-23T12:00:00Z'), days: 7 });
    expect(slots.timeZone).toBe(NY);
    // Mon–Fri of that week; Saturday and Sunday are closed.
    expect(slots.days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    const monday = slots.days[0]!;
    expect(monday.slots).toHaveLength(20);
    expect(monday.slots[0]).toEqual({ at: '2026-11-23T13:00:00.000Z', time: '08:00' });
    // The last slot ends at closing time.
    expect(monday.slots.at(-1)).toEqual({ at: '2026-11-23T22:30:00.000Z', time: '17:30' });
  });

  it('leaves out what is already past today', () => {
    // 10:10 in New York: the first slot left is 10:30.
    const slots = collectionSlots({ hours: 'Mon-Fri 8AM-6PM', timeZone: NY, closures: [], now: new Date('2026-11-23T15:10:00Z'), days: 1 });
    expect(slots.days[0]!.slots[0]!.time).toBe('10:30');
  });

  it('reads today in the lab’s zone, not UTC’s', () => {
    // 03:00 UTC on Tuesday is still Monday evening (22:00) in New York, after closing time.
    const slots = collectionSlots({ hours: 'Mon-Fri 8AM-6PM', timeZone: NY, closures: [], now: new Date('2026-11-24T03:00:00Z'), days: 2 });
    expect(slots.days.map((d) => d.date)).toEqual(['2026-11-24']);
  });

  it('keeps local times across the change to summer time and back', () => {
    // Sunday 8 March 2026: clocks go from 02:00 EST to 03:00 EDT. A 24-hour lab has no 02:00 or 02:30 that night.
    const spring = collectionSlots({ hours: 'Open 24 hours', timeZone: NY, closures: [], now: new Date('2026-03-08T04:59:00Z'), days: 2 });
    const sunday = spring.days.find((d) => d.date === '2026-03-08')!;
    const times = sunday.slots.map((s) => s.time);
    expect(times).not.toContain('02:00');
    expect(times).not.toContain('02:30');
    expect(times).toHaveLength(46);
    expect(sunday.slots.find((s) => s.time === '01:30')!.at).toBe('2026-03-08T06:30:00.000Z');
    expect(sunday.slots.find((s) => s.time === '03:00')!.at).toBe('2026-03-08T07:00:00.000Z');
    // Monday 9 March at 08:00 EDT is 12:00 UTC (it was 13:00 the Monday before).
    const weekday = collectionSlots({ hours: 'Mon-Fri 8AM-6PM', timeZone: NY, closures: [], now: new Date('2026-03-06T12:00:00Z'), days: 4 });
    expect(weekday.days.find((d) => d.date === '2026-03-06')!.slots[0]!.at).toBe('2026-03-06T13:00:00.000Z');
    expect(weekday.days.find((d) => d.date === '2026-03-09')!.slots[0]!.at).toBe('2026-03-09T12:00:00.000Z');
    // Sunday 1 November 2026: 01:00–02:00 happens twice; each time is offered once, at its first occurrence.
    const autumn = collectionSlots({ hours: 'Open 24 hours', timeZone: NY, closures: [], now: new Date('2026-11-01T03:59:00Z'), days: 2 });
    const night = autumn.days.find((d) => d.date === '2026-11-01')!.slots;
    expect(night.filter((s) => s.time === '01:30')).toEqual([{ at: '2026-11-01T05:30:00.000Z', time: '01:30' }]);
    expect(night).toHaveLength(48);
  });

  it('leaves out closed days, a single day or a range', () => {
    const closures = [
      { startsOn: '2026-11-26', endsOn: '2026-11-27', reason: 'Thanksgiving' },
      { startsOn: '2026-11-24', endsOn: '2026-11-24', reason: 'Inventory' },
    ];
    const slots = collectionSlots({ hours: 'Mon-Fri 8AM-6PM', timeZone: NY, closures, now: new Date('2026-11-23T12:00:00Z'), days: 7 });
    expect(slots.days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-25']);
    expect(closureOn('2026-11-27', closures)?.reason).toBe('Thanksgiving');
    expect(closureOn('2026-11-28', closures)).toBeUndefined();
  });

  it('offers nothing for hours it cannot read', () => {
    expect(collectionSlots({ hours: 'whenever', timeZone: NY, closures: [], now: new Date('2026-11-23T12:00:00Z') }).days).toEqual([]);
  });

  it('defaults to 14 days and bounds the request', () => {
    expect(collectionSlotsQuery.parse({})).toEqual({ days: 14 });
    expect(collectionSlotsQuery.safeParse({ days: '90' }).success).toBe(false);
  });
});

describe('closure input', () => {
  it('takes one day or a range, never backwards, with a reason', () => {
    expect(labClosureInput.parse({ startsOn: '2026-12-25', reason: ' Christmas ' })).toEqual({ startsOn: '2026-12-25', reason: 'Christmas' });
    const backwards = labClosureInput.safeParse({ startsOn: '2026-12-25', endsOn: '2026-12-24', reason: 'x' });
    expect(backwards.error?.issues[0]?.message).toBe('The last closed day cannot be before the first.');
    expect(labClosureInput.safeParse({ startsOn: '2026-02-30', reason: 'x' }).success).toBe(false);
    expect(labClosureInput.safeParse({ startsOn: '2026-12-25', reason: ' ' }).success).toBe(false);
  });
});
