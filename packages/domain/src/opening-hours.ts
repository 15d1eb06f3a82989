/**
 * Lab opening hours as written in the catalog ('Mon-Fri 8AM-6PM', 'Mon-Sat 7AM-7PM',
 * 'Open 24 hours'), checked in the lab's own time zone.
 */
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export type OpeningHours = { days: ReadonlySet<number>; openMinute: number; closeMinute: number };

function toMinutes(text: string): number | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]) % 12 + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2] ?? 0);
}

export function parseOpeningHours(text: string): OpeningHours | null {
  if (/^open 24 hours$/i.test(text.trim())) return { days: new Set([0, 1, 2, 3, 4, 5, 6]), openMinute: 0, closeMinute: 24 * 60 };
  const match = /^(\w{3})(?:-(\w{3}))?\s+(\S+)\s*-\s*(\S+)$/.exec(text.trim());
  if (!match) return null;
  const first = DAYS.indexOf(match[1] as (typeof DAYS)[number]);
  const last = match[2] ? DAYS.indexOf(match[2] as (typeof DAYS)[number]) : first;
  const openMinute = toMinutes(match[3]!);
  const closeMinute = toMinutes(match[4]!);
  if (first < 0 || last < 0 || openMinute === null || closeMinute === null || closeMinute <= openMinute) return null;
  const days = new Set<number>();
  for (let d = first; ; d = (d + 1) % 7) {
    days.add(d);
    if (d === last) break;
  }
  return { days, openMinute, closeMinute };
}

/** The weekday and minute of the day of `at` in `timeZone`. */
function localTime(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: DAYS.indexOf(get('weekday') as (typeof DAYS)[number]), minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** Whether a collection at `at` falls inside the opening hours (unparseable hours: never). */
export function isWithinOpeningHours(at: Date, hours: string, timeZone: string): boolean {
  const parsed = parseOpeningHours(hours);
  if (!parsed) return false;
  const { day, minute } = localTime(at, timeZone);
  return parsed.days.has(day) && minute >= parsed.openMinute && minute < parsed.closeMinute;
}
