/**
 * Every date, time and money amount the app shows is formatted here, with Intl and the browser's
 * locale (`navigator.language`), so a screen never writes a date by hand and all screens agree.
 * A time that belongs to a place (a lab's collection slot, a sample's collection) is shown in
 * that place's zone, with the zone named.
 */

const FALLBACK_LOCALE = 'en-US';

/** The browser's locale; read on each call, so a change of language applies without a reload. */
export function currentLocale(): string {
  const language = typeof navigator === 'undefined' ? undefined : navigator.language;
  if (!language) return FALLBACK_LOCALE;
  try {
    return Intl.getCanonicalLocales(language)[0] ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

// Intl formatters are costly to build: one per locale and options.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(kind: string, options: object, make: (locale: string) => F): F {
  const locale = currentLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}
const dateTimeFormat = (options: Intl.DateTimeFormatOptions) => cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

/** A calendar date without a time ('1985-03-14'): it names a day, not an instant, so no zone may shift it. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | number | Date): Date | null {
  const date = typeof value === 'string' && CALENDAR_DATE.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
const zoneFor = (value: string | number | Date, timeZone?: string) => (typeof value === 'string' && CALENDAR_DATE.test(value) ? 'UTC' : timeZone);

/** Money is integer cents everywhere (DESIGN §6); this is the only place it becomes an amount. */
export function formatCents(cents: number, currency = 'USD'): string {
  return cached('money', { currency }, (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency })).format(cents / 100);
}

/** 'Nov 22, 2026' (en-US); an unreadable value shows as an em dash rather than 'Invalid Date'. */
export function formatDate(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value);
  const zone = zoneFor(value, timeZone);
  return date ? dateTimeFormat({ dateStyle: 'medium', ...(zone ? { timeZone: zone } : {}) }).format(date) : '—';
}

/** 'Nov 22, 2026, 3:05 PM'; with a zone, in that zone and named: 'Nov 22, 2026, 3:05 PM EST'. */
export function formatDateTime(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '—';
  if (!timeZone) return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
  const options = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' } as const;
  return dateTimeFormat(options).format(date);
}

/** The browser's own time zone ('America/New_York'), to name it next to a time read in it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** 'Nov 22, 26': the short date of a chart axis or a compact list. */
export function formatShortDate(value: string | number | Date): string {
  const date = toDate(value);
  const zone = zoneFor(value);
  return date ? dateTimeFormat({ month: 'short', day: 'numeric', year: '2-digit', ...(zone ? { timeZone: zone } : {}) }).format(date) : '—';
}

/**
 * A time as the clocks of `timeZone` show it, the zone named ('Tuesday, December 1, 2026 at
 * 9:30 AM EST'): a lab's collection slot, in the lab's zone whatever the browser's.
 */
export function formatInZone(value: string | number | Date, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const options = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' } as const;
  return dateTimeFormat(options).format(date);
}

/** '5 minutes ago', 'yesterday', 'in 2 days': `amount` of `unit` from now. */
export function formatRelative(amount: number, unit: Intl.RelativeTimeFormatUnit): string {
  return cached('relative', { numeric: 'auto' }, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(amount, unit);
}

/** Today's date in the browser's own calendar ('2026-11-22'), e.g. the latest date a date input allows. */
export function localIsoDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * '12 Mar 2026': a chart axis's date, with the month in words and the year in full, so it never
 * reads as 03/12 (12 March or 3 December?). Calendar day in UTC, like the recorded instant's date.
 */
export function formatDayMonthYear(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dayMonthYear.format(date);
}
