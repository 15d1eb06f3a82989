import { formatDate } from '../../../lib/format';

/** A date of birth (YYYY-MM-DD) as written in the message: no time zone shift. */
export function formatBirthDate(value: string | null): string {
  if (!value) return 'not given';
  const shown = formatDate(value);
  return shown === '—' ? value : shown;
}

const SEX: Record<string, string> = { F: 'Female', M: 'Male', O: 'Other', U: 'Unknown', A: 'Ambiguous', N: 'Not applicable' };
export const formatSex = (value: string | null): string => (value ? (SEX[value] ?? value) : 'not given');
