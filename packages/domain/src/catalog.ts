/** Test catalog vocabulary (brief §3, §9). */
export const TEST_CATEGORIES = [
  'Hematology',
  'Chemistry',
  'Endocrinology',
  'Inflammation',
  'Diabetes',
  'Cardiology',
  'Nutritional',
  'Coagulation',
  'Microbiology',
  'Immunology',
  'Oncology',
] as const;
export type TestCategory = (typeof TEST_CATEGORIES)[number];

export const DEFAULT_PREPARATION = 'No special preparation required';

/** Price buckets in dollars (brief §9): under 50, 50 to 100, over 100 up to 200, over 200. */
export const PRICE_BUCKETS = [
  { id: 'any', label: 'Any' },
  { id: 'under-50', label: 'Under $50', maxCentsExclusive: 5000 },
  { id: '50-100', label: '$50-$100', minCents: 5000, maxCents: 10000 },
  { id: '100-200', label: '$100-$200', minCentsExclusive: 10000, maxCents: 20000 },
  { id: 'over-200', label: 'Over $200', minCentsExclusive: 20000 },
] as const;
export type PriceBucketId = (typeof PRICE_BUCKETS)[number]['id'];

/** Lab defaults (brief §3, §9). */
export const LAB_DEFAULTS = {
  capacityPerDay: 100,
  hours: 'Mon-Fri 8AM-6PM',
  certification: 'CLIA, CAP',
  established: 2010,
} as const;

export const SPECIMEN_TYPES = ['blood', 'serum', 'plasma', 'whole_blood', 'urine', 'saliva', 'swab', 'stool'] as const;
export type SpecimenType = (typeof SPECIMEN_TYPES)[number];

export const SEXES = ['male', 'female', 'other', 'unknown'] as const;
export type Sex = (typeof SEXES)[number];
