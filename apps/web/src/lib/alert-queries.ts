import type { QueryClient } from '@tanstack/react-query';

/** The doctor dashboard's figures (its Alerts card counts unread critical results and requests). */
export const DOCTOR_STATS_KEY = ['doctor', 'stats'] as const;

/**
 * Every query an alert changes: the notification lists, the doctor's figures and the consultation
 * requests. Acknowledging, deciding a request and the live stream refresh them together, so the
 * Alerts count never waits for a reload.
 */
const ALERT_KEYS = [['notifications'], DOCTOR_STATS_KEY, ['consultations']] as const;

export function refreshAlerts(client: QueryClient): Promise<unknown> {
  return Promise.all(ALERT_KEYS.map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] })));
}
