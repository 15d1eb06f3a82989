import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Notification } from '@labwise/domain';
import type { Database, Executor } from '../../db/database';
import { notifications } from '../../db/schema';

export async function listNotifications(db: Database, userId: string, filter: { unread?: 'true' | 'false' | undefined; kind?: string | undefined; limit: number }) {
  const where: SQL[] = [eq(notifications.userId, userId)];
  if (filter.unread === 'true') where.push(isNull(notifications.readAt));
  if (filter.kind) where.push(eq(notifications.kind, filter.kind));
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(and(...where)).orderBy(desc(notifications.createdAt)).limit(filter.limit),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  const items: Notification[] = rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    read: n.readAt !== null,
    createdAt: n.createdAt.toISOString(),
  }));
  return { items, unreadCount: unread?.n ?? 0 };
}

/** Marks one of the user's own notifications read; false when it is not theirs or missing. */
export async function markRead(db: Database, userId: string, id: string): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllRead(db: Database, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Writes notifications in the caller's transaction (they appear only if the change they announce commits). */
export async function insertNotifications(db: Executor, values: typeof notifications.$inferInsert | (typeof notifications.$inferInsert)[]): Promise<void> {
  const rows = Array.isArray(values) ? values : [values];
  if (rows.length) await db.insert(notifications).values(rows);
}
