import { describe, expect, it } from 'vitest';
import { defaultExportRange, EXPORT_MESSAGES, exportRangeQuery, isIsoDate, rangeDays, rangeInstants } from './export-schemas';

const messages = (input: unknown) => {
  const parsed = exportRangeQuery.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('export range', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2026-02-28T00:00:00Z')).toBe(false);
  });

  it('counts both ends of a range', () => {
    expect(rangeDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(rangeDays('2025-01-01', '2025-12-31')).toBe(365);
  });

  it('explains each bad range', () => {
    expect(messages({ from: '2026-01-01', to: '2026-01-31' })).toEqual([]);
    expect(messages({ from: 'yesterday', to: '2026-01-31' })).toEqual([EXPORT_MESSAGES.from]);
    expect(messages({ from: '2026-01-01' })).toEqual([EXPORT_MESSAGES.to]);
    expect(messages({ from: '2026-02-01', to: '2026-01-31' })).toEqual([EXPORT_MESSAGES.order]);
    expect(messages({ from: '2024-01-01', to: '2024-12-31' })).toEqual([]);
    expect(messages({ from: '2024-01-01', to: '2025-01-01' })).toEqual([EXPORT_MESSAGES.tooLong]);
    expect(messages({ from: '2026-01-01', to: '2026-01-02', extra: '1' })).toHaveLength(1);
  });

  it('starts with the last 30 days and covers whole UTC days', () => {
    expect(defaultExportRange(new Date('2026-03-30T22:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    const { start, end } = rangeInstants({ from: '2026-03-01', to: '2026-03-02' });
    expect(start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });
});
