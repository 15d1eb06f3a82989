/**
 * Sizes of the generated dataset. Scale 1 is the large dataset; a smaller scale shrinks
 * everything that grows with users, except the catalog, which keeps its 10,000 tests so catalog
 * search is always measured at full size.
 */
export type DatasetPlan = {
  scale: number;
  patients: number;
  doctors: number;
  /** Generated labs; the six reference labs come on top (500 in all at scale 1). */
  labs: number;
  techniciansPerLab: number;
  /** Catalog size including the reference tests. */
  catalogTests: number;
  /** Generated tests that have analytes and ranges and are offered widely (orders use these). */
  orderableGenerated: number;
  orders: number;
};

export const REFERENCE_LABS = 6;

export function planFor(scale: number): DatasetPlan {
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be a number in (0, 1]');
  const at = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  return {
    scale,
    patients: at(100_000, 200),
    doctors: at(1_000, 5),
    labs: Math.max(5, Math.round(500 * scale) - REFERENCE_LABS),
    techniciansPerLab: 2,
    catalogTests: 10_000,
    orderableGenerated: 1_000,
    orders: at(1_000_000, 2_000),
  };
}

/** Every generated row hangs off this instant, so two runs at the same scale hold the same data. */
export const BASE_TIME = '2026-01-01T00:00:00Z';
/** Orders spread over the two years before BASE_TIME. */
export const ORDER_SPAN_SECONDS = 2 * 365 * 24 * 3600;
export const BENCH_EMAIL_DOMAIN = 'bench.labwise.test';
