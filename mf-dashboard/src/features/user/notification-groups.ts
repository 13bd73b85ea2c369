import { notificationGroupOf, type DateInput, type Notification, type NotificationGroup } from '@patrimo/shared';

/** The groups of the notification centre, newest first (spec §3). */
export const NOTIFICATION_GROUPS: readonly NotificationGroup[] = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'older'];

export interface NotificationSection {
  group: NotificationGroup;
  notifications: Notification[];
}

/**
 * Notifications (every page loaded so far) under their age group, newest first inside a group, empty
 * groups left out. A notification seen on two pages (a new one pushed the list) appears once.
 */
export function groupNotifications(notifications: readonly Notification[], now: DateInput = new Date()): NotificationSection[] {
  const seen = new Set<string>();
  const byGroup = new Map<NotificationGroup, Notification[]>();
  for (const notification of notifications) {
    if (seen.has(notification.id)) continue;
    seen.add(notification.id);
    const group = notificationGroupOf(notification.createdAt, now);
    byGroup.set(group, [...(byGroup.get(group) ?? []), notification]);
  }
  return NOTIFICATION_GROUPS.flatMap((group) => {
    const list = byGroup.get(group);
    if (!list) return [];
    return [{ group, notifications: list.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)) }];
  });
}

/** The loaded list after marking some notifications read, and the unread count to show. */
export function markRead(notifications: readonly Notification[], ids: ReadonlySet<string> | 'all'): Notification[] {
  return notifications.map((notification) =>
    notification.read || (ids !== 'all' && !ids.has(notification.id)) ? notification : { ...notification, read: true },
  );
}
