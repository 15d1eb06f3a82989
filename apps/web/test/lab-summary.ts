import type { LabSummary } from '@labwise/domain';

/** A New York lab's summary with nothing to do. */
export const QUIET_LAB: LabSummary = {
  timeZone: 'America/New_York',
  active: 0,
  incoming: 0,
  sampleCollected: 0,
  processing: 0,
  resultsReady: 0,
  completed: 0,
  collectionsToday: 0,
  completedToday: 0,
  criticalAwaitingRelease: 0,
  queue: [],
  toProcess: [],
};

/** The same lab on a busy day: hundreds of orders in every stage (its queue left to each test). */
export const BUSY_LAB: LabSummary = {
  ...QUIET_LAB,
  active: 318,
  incoming: 212,
  sampleCollected: 41,
  processing: 65,
  resultsReady: 7,
  completed: 904,
  collectionsToday: 9,
  completedToday: 23,
};
