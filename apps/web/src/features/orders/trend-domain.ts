/**
 * The visible value range: the values with some room around them, widened to take in the
 * reference range when that lies close, so a band next to the values is seen — but a band far
 * from every value never squashes the line flat.
 */
export function trendDomain(values: readonly number[], low: number | null, high: number | null): [number, number] {
  if (values.length === 0) return [0, 1];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const room = (max - min || Math.abs(max) || 1) * 0.25;
  const near = (bound: number | null) => bound !== null && bound >= min - 4 * room && bound <= max + 4 * room;
  const lower = Math.min(min - room, near(low) ? low! : Infinity, near(high) ? high! : Infinity);
  const upper = Math.max(max + room, near(high) ? high! : -Infinity, near(low) ? low! : -Infinity);
  return [Number(lower.toPrecision(4)), Number(upper.toPrecision(4))];
}

/** The reference band cut to the visible range (a one-sided range runs to the chart's edge); null when none of it is visible. */
export function visibleBand(domain: [number, number], low: number | null, high: number | null): [number, number] | null {
  if (low === null && high === null) return null;
  const from = Math.max(low ?? domain[0], domain[0]);
  const to = Math.min(high ?? domain[1], domain[1]);
  return from < to ? [from, to] : null;
}
