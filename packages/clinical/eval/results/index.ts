import { RESULTS_DEV } from './dev';
import { RESULTS_HELDOUT } from './heldout';

export type { ResultsCase } from './types';
export { RESULTS_DEV, RESULTS_HELDOUT };

/** The results set: RESULTS_DEV may be read while tuning the results mapping; RESULTS_HELDOUT may not. */
export const RESULTS_ALL = [...RESULTS_DEV, ...RESULTS_HELDOUT];
