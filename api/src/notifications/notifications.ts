import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Notification, NotificationEvent, NotificationKind, NotificationPage } from '@patrimo/shared';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import type { LiveBus } from '../live/bus';

/**
 * A saver's notifications (spec §3 "Notification", §7): created by the product when something happens to
 * their accounts, pushed live as `{type: 'notification', notification, unreadNb}`, listed by page, marked read.
 */

/** Notifications per page of GET /users/me/notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

type NotificationRow = typeof notifications.$inferSelect;
type Db = Pick<Database, 'select' | 'insert' | 'update'>;

/** A row as the contract answers it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    event: row.event as NotificationEvent,
    kind: row.kind as NotificationKind,
    payload: { notificationId: row.id, accountId: row.accountId, text: row.text },
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many of a user's notifications are unread. */
export async function unreadCount(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export interface NewNotification {
  userId: string;
  event: NotificationEvent;
  /** @default 'system' */
  kind?: NotificationKind;
  accountId: string | null;
  /** The institution's name for account events; the sender's words for a message. */
  text: string | null;
  now: Date;
}

/** Stores a notification, then pushes it live with the new unread count. Returns it as the contract has it. */
export async function notify(db: Db, bus: LiveBus, input: NewNotification): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: input.userId, event: input.event, kind: input.kind ?? 'system', accountId: input.accountId, text: input.text, createdAt: input.now })
    .returning();
  if (!row) throw new Error('The notification could not be stored');
  const notification = toNotification(row);
  await bus.publish(input.userId, { type: 'notification', notification, unreadNb: await unreadCount(db, input.userId) });
  return notification;
}

/** One page (1-based), newest first. A page past the end is empty, with the real `totalPages`. */
export async function notificationPage(db: Pick<Database, 'select'>, userId: string, page: number, size = NOTIFICATIONS_PAGE_SIZE): Promise<NotificationPage> {
  const [total] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    // The id breaks ties between notifications of the same instant, so pages never overlap.
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size)
    .offset((page - 1) * size);
  return {
    notifications: rows.map(toNotification),
    meta: { page, totalPages: Math.ceil(Number(total?.n ?? 0) / size), unreadNb: await unreadCount(db, userId) },
  };
}

/** Marks one of the user's notifications read (kept read if it was); undefined when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<Notification | undefined> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row ? toNotification(row) : undefined;
}

/** Marks every notification of the user read; the unread count afterwards (0). */
export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unreadCount(db, userId);
}
