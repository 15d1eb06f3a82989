import type { QueryClient } from '@tanstack/react-query';
import { CONSULTATIONS_KEY } from '../consultations/pending-consultations';
import { patientStatsQuery } from '../patients/patient-stats';
import { NOTIFICATIONS_KEY } from './list-notifications';

/**
 * Every query an alert changes: the notification lists, the doctor's figures and the consultation
 * requests. Acknowledging, deciding a request and the live stream refresh them together, so the
 * Alerts count never waits for a reload.
 */
export function refreshAlerts(client: QueryClient): Promise<unknown> {
  const keys = [NOTIFICATIONS_KEY, patientStatsQuery().queryKey, CONSULTATIONS_KEY];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] })));
}
