import { formatRelative } from '../../lib/format';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** 'just now', '5 minutes ago', 'yesterday'… for a notification's time. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '—';
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.round(seconds / size), unit);
  }
  return 'just now';
}
