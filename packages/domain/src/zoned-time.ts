/**
 * Wall-clock times in a named IANA time zone, computed with Intl only. A lab's collection slots
 * are chosen and shown in the lab's own zone, whatever the zone of the browser or the server.
 */

const DAY_MS = 86_400_000;

const wallFormatters = new Map<string, Intl.DateTimeFormat>();
function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallFormatters.set(timeZone, formatter);
  }
  return formatter;
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(at: number, timeZone: string): Wall {
  const parts = wallFormatter(timeZone).formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** The wall clock of `at` in `timeZone`, written as the UTC instant with the same fields. */
function wallClockMs(at: number, timeZone: string): number {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** How far `timeZone`'s clocks are ahead of UTC at `at`, in ms (New York in winter: −5 h). */
function offsetMs(at: number, timeZone: string): number {
  const whole = Math.floor(at / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The instant at which the clocks of `timeZone` read `date` ('YYYY-MM-DD') and `time`
 * ('HH:MM' or 'HH:MM:SS'). On the night clocks go back, a repeated time is its first
 * occurrence; on the night they go forward, a skipped time moves forward by the gap (02:30 on a
 * spring-forward night in New York is 03:30 EDT), as Temporal's 'compatible' disambiguation does.
 * Throws a RangeError for a malformed date or time or an unknown zone.
 */
export function zonedLocalToInstant(date: string, time: string, timeZone: string): Date {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const [year, month, day, hour, minute, second] = [d[1], d[2], d[3], t[1], t[2], t[3] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError(`Not a date and time: ${date} ${time}`);
  }
  // The offsets in force around that wall time; the ones that give it back are the answers.
  const before = offsetMs(wall - DAY_MS, timeZone);
  const offsets = new Set([before, offsetMs(wall, timeZone), offsetMs(wall + DAY_MS, timeZone)]);
  const matches = [...offsets]
    .map((offset) => wall - offset)
    .filter((at) => wallClockMs(at, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? wall - before);
}

/** The date ('YYYY-MM-DD') and time ('HH:MM') the clocks of `timeZone` show at `at`. */
export function instantToZonedLocal(at: Date | string | number, timeZone: string): { date: string; time: string } {
  const w = wallClock(new Date(at).getTime(), timeZone);
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/**
 * An instant as read in `timeZone`, the zone labelled: 'Tuesday, December 1, 2026 at 9:30 AM EST'
 * (zones without a common abbreviation read 'GMT+9' and the like). An unreadable value is '—'.
 */
export function formatInTimeZone(at: Date | string | number, timeZone: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** The zone's name for people: 'Eastern Time', 'United Kingdom Time', 'Japan Standard Time'. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const name = (style: 'longGeneric' | 'long') =>
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  for (const style of ['longGeneric', 'long'] as const) {
    const found = name(style);
    if (found && !/^GMT[+-]/.test(found)) return found;
  }
  return timeZone.replace(/_/g, ' ');
}
