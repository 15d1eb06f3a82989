const MAX_AGE_YEARS = 130;

/** A real calendar date (YYYY-MM-DD), not in the future and at most 130 years ago. */
export function isPlausibleBirthDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const now = new Date();
  const earliest = new Date(Date.UTC(now.getUTCFullYear() - MAX_AGE_YEARS, now.getUTCMonth(), now.getUTCDate()));
  return date.getTime() <= now.getTime() && date.getTime() >= earliest.getTime();
}
