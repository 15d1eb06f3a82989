import { z } from 'zod';

/**
 * CSV exports (issue #19): patients, orders and the audit trail for a range of days. The range is
 * read in UTC and includes both ends: `from` at 00:00 to the end of `to`.
 */
export const EXPORT_KINDS = ['patients', 'orders', 'audit'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The longest range one export may cover, in days (both ends included). */
export const EXPORT_MAX_DAYS = 366;
/** The most rows one export may hold; a longer list asks for a shorter range. */
export const EXPORT_MAX_ROWS = 50_000;
/** The range the export controls start with: the last 30 days, today included. */
export const EXPORT_DEFAULT_DAYS = 30;

export const EXPORT_MESSAGES = {
  from: 'Give the start date as YYYY-MM-DD.',
  to: 'Give the end date as YYYY-MM-DD.',
  order: 'The start date must be on or before the end date.',
  tooLong: `Choose a range of at most ${EXPORT_MAX_DAYS} days.`,
  tooManyRows: `This range holds more than ${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows. Choose a shorter range.`,
} as const;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The days a range covers, both ends included (1 for a single day). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The query of every export: `?from=YYYY-MM-DD&to=YYYY-MM-DD`. */
export const exportRangeQuery = z
  .strictObject({
    from: z.string({ error: EXPORT_MESSAGES.from }).refine(isIsoDate, EXPORT_MESSAGES.from),
    to: z.string({ error: EXPORT_MESSAGES.to }).refine(isIsoDate, EXPORT_MESSAGES.to),
  })
  .superRefine((range, ctx) => {
    if (!isIsoDate(range.from) || !isIsoDate(range.to)) return;
    if (range.from > range.to) ctx.addIssue({ code: 'custom', path: ['to'], message: EXPORT_MESSAGES.order });
    else if (rangeDays(range.from, range.to) > EXPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: EXPORT_MESSAGES.tooLong });
  });
export type ExportRange = z.infer<typeof exportRangeQuery>;

/** The default range ending today (UTC): the last EXPORT_DEFAULT_DAYS days. */
export function defaultExportRange(now: Date = new Date()): ExportRange {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (EXPORT_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** The instants a range covers: from its first day's start (inclusive) to the day after its last (exclusive). */
export function rangeInstants(range: ExportRange): { start: Date; end: Date } {
  return { start: new Date(`${range.from}T00:00:00Z`), end: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS) };
}
