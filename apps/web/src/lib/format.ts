import { formatMoney } from '@labwise/domain';

/**
 * Display formats in one place, so every screen shows a date the same way. en-US throughout:
 * the product's copy is American English (prices in USD, HIPAA).
 */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Money is integer cents everywhere (DESIGN §6); this is the only place it becomes dollars. */
export const formatCents = (cents: number): string => formatMoney(cents);

/** 'Nov 22, 2026'; an unreadable value shows as an em dash rather than 'Invalid Date'. */
export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** 'Nov 22, 2026, 3:05 PM'. */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
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
