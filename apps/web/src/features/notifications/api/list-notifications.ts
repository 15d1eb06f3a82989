import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** Every notification query lives under this key: one invalidation refreshes the bell and the alerts. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const HEADER_LIST_LIMIT = 20;

export const fetchNotifications = () =>
  api.get<NotificationList>(`/api/v1/notifications?limit=${HEADER_LIST_LIMIT}`);

export const notificationsQuery = () =>
  queryOptions({ queryKey: [...NOTIFICATIONS_KEY, 'list'], queryFn: fetchNotifications });

/** The caller's newest notifications and unread count (kept fresh by the live stream). */
export const useNotifications = () => useQuery(notificationsQuery());
