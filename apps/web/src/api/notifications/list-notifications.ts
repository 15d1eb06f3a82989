import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type NotificationList } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** Every notification query lives under this key: one invalidation refreshes the bell and the alerts. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const HEADER_LIST_LIMIT = 20;

/** GET /notifications?limit=20: the caller's newest notifications and unread count. */
export const fetchNotifications = () => api.get<NotificationList>(`${apiPaths.notifications}?limit=${HEADER_LIST_LIMIT}`);

export const notificationsQuery = () => queryOptions({ queryKey: [...NOTIFICATIONS_KEY, 'list'], queryFn: fetchNotifications });

/** The header bell's list (kept fresh by the live stream). */
export const useNotifications = () => useQuery(notificationsQuery());
