const birthDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A date of birth (YYYY-MM-DD) as written in the message: no time zone shift. */
export function formatBirthDate(value: string | null): string {
  if (!value) return 'not given';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : birthDate.format(date);
}

const SEX: Record<string, string> = { F: 'Female', M: 'Male', O: 'Other', U: 'Unknown', A: 'Ambiguous', N: 'Not applicable' };
export const formatSex = (value: string | null): string => (value ? (SEX[value] ?? value) : 'not given');
