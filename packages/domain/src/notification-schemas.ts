import { z } from 'zod';

/** In-app notifications from order and result events (brief §2 header notifications). */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuery = z.strictObject({
  unread: z.enum(['true', 'false']).optional(),
  kind: z.string().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /api/v1/notifications/read-all`: how many unread notifications were marked read. */
export const markAllReadSchema = z.object({ updated: z.number().int().min(0) });
export type MarkAllRead = z.infer<typeof markAllReadSchema>;

/**
 * `GET /api/v1/notifications/stream` (server-sent events). Events carry ids only, never the
 * notification's text: the client refetches its list through the ordinary, audited API.
 * - `ready`: the stream is open; - `notification`: one of the caller's notifications was created
 *   or marked read; - `resync`: events may have been missed (the server lost its event source
 *   for a moment), refetch everything. Comment lines (`: heartbeat`) keep proxies from closing it.
 */
export const NOTIFICATION_STREAM_EVENTS = ['ready', 'notification', 'resync'] as const;
export type NotificationStreamEventName = (typeof NOTIFICATION_STREAM_EVENTS)[number];
export const notificationChangeSchema = z.object({
  change: z.enum(['created', 'read']),
  userId: z.uuid(),
  id: z.uuid().optional(),
});
export type NotificationChange = z.infer<typeof notificationChangeSchema>;
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
