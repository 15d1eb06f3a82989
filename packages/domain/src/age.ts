/**
 * The one age rule: whole years between a date of birth (YYYY-MM-DD) and `at`, in UTC. Null when
 * there is no date of birth, when it is not a calendar date, or when it lies after `at`.
 */
export function ageInYears(dateOfBirth: string | null, at: Date = new Date()): number | null {
  if (!dateOfBirth) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const dob = new Date(Date.UTC(year, month - 1, day));
  if (dob.getUTCFullYear() !== year || dob.getUTCMonth() !== month - 1 || dob.getUTCDate() !== day) return null;
  let age = at.getUTCFullYear() - year;
  if (at.getUTCMonth() + 1 < month || (at.getUTCMonth() + 1 === month && at.getUTCDate() < day)) age -= 1;
  return age >= 0 ? age : null;
}

/**
 * A patient's age as every screen shows it: from the date of birth when known, else the age the
 * doctor gave when creating the record plus the whole years since.
 */
export function patientAge(record: { dateOfBirth: string | null; statedAge: number | null; createdAt: Date }, at: Date = new Date()): number | null {
  if (record.dateOfBirth) return ageInYears(record.dateOfBirth, at);
  if (record.statedAge === null) return null;
  const years = Math.floor((at.getTime() - record.createdAt.getTime()) / (365.2425 * 86_400_000));
  return record.statedAge + Math.max(0, years);
}
