import type { ExportRange } from '@labwise/domain';

/** The query string every export takes: its range of days. */
export const exportSearch = (range: ExportRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();
