import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type NotificationList } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { NOTIFICATIONS_KEY } from './list-notifications';

/** GET /notifications?kind=critical_result&unread=true: the doctor's unread critical results. */
export const fetchCriticalAlerts = () => api.get<NotificationList>(`${apiPaths.notifications}?kind=critical_result&unread=true`);

export const criticalAlertsQuery = () =>
  queryOptions({ queryKey: [...NOTIFICATIONS_KEY, 'critical'], queryFn: fetchCriticalAlerts, refetchInterval: 30_000 });
