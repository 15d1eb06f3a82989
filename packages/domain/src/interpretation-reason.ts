/** The reason given for a condition that moved only because the results raised or lowered others. */
export const INDIRECT_CHANGE_REASON =
  'No result bears on it directly: it moved as the results raised or lowered other conditions.';
