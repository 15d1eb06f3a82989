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
