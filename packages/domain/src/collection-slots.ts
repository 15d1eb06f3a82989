import { z } from 'zod';
import { closureOn, type LabClosure } from './lab-closures';
import { parseOpeningHours } from './opening-hours';
import { instantToZonedLocal, zonedLocalToInstant } from './zoned-time';

/**
 * Bookable collection slots: every SLOT_MINUTES within the lab's weekly hours, on the lab's own
 * clocks, for the next days; closed days and times already past left out. Labs state no
 * collection capacity, so a slot is never full. Pure: the server serves it, the tests pin it.
 */
export const SLOT_MINUTES = 30;
export const SLOT_DAYS = 14;

export const collectionSlotsQuery = z.strictObject({
  days: z.coerce.number({ error: 'Ask for 1 to 31 days.' }).int('Ask for 1 to 31 days.').min(1, 'Ask for 1 to 31 days.').max(31, 'Ask for 1 to 31 days.').default(SLOT_DAYS),
});

export const collectionSlotsSchema = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      /** The lab's calendar day, 'YYYY-MM-DD'. */
      date: z.string(),
      slots: z.array(z.object({ at: z.string(), time: z.string() })),
    }),
  ),
});
export type CollectionSlots = z.infer<typeof collectionSlotsSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export type SlotInput = {
  hours: string;
  timeZone: string;
  closures: readonly Pick<LabClosure, 'startsOn' | 'endsOn' | 'reason'>[];
  now: Date;
  days?: number;
  stepMinutes?: number;
};

/**
 * Days with at least one slot, from the lab's today on. A wall time the clocks skip (spring
 * forward) is no slot; a time the clocks repeat (fall back) is offered once, at its first
 * occurrence.
 */
export function collectionSlots({ hours, timeZone, closures, now, days = SLOT_DAYS, stepMinutes = SLOT_MINUTES }: SlotInput): CollectionSlots {
  const parsed = parseOpeningHours(hours);
  const result: CollectionSlots = { timeZone, days: [] };
  if (!parsed) return result;
  const today = instantToZonedLocal(now, timeZone).date;
  for (let i = 0; i < days; i += 1) {
    const date = addDays(today, i);
    if (!parsed.days.has(weekday(date)) || closureOn(date, closures)) continue;
    const slots: { at: string; time: string }[] = [];
    for (let minute = parsed.openMinute; minute + stepMinutes <= parsed.closeMinute; minute += stepMinutes) {
      const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
      const at = zonedLocalToInstant(date, time, timeZone);
      if (at.getTime() <= now.getTime()) continue;
      const back = instantToZonedLocal(at, timeZone);
      if (back.date !== date || back.time !== time) continue;
      slots.push({ at: at.toISOString(), time });
    }
    if (slots.length) result.days.push({ date, slots });
  }
  return result;
}
