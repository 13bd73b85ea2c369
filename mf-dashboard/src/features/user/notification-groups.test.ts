import type { Notification } from '@patrimo/shared';
import { groupNotifications, markRead } from './notification-groups';

// Friday 21 November 2025, afternoon in Paris.
const NOW = '2025-11-21T13:05:00.000Z';

let sequence = 0;
function notification(createdAt: string, read = false): Notification {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return { id, event: 'account_fetched', kind: 'system', payload: { notificationId: id, accountId: null, text: null }, read, createdAt };
}

describe('the notification centre', () => {
  it('groups notifications by age, newest group and newest notification first, empty groups left out', () => {
    const older = notification('2025-10-02T09:00:00Z');
    const todayEarly = notification('2025-11-21T07:00:00Z');
    const yesterday = notification('2025-11-20T10:00:00Z');
    const todayLate = notification('2025-11-21T12:00:00Z');
    const sections = groupNotifications([older, todayEarly, yesterday, todayLate], NOW);
    expect(sections.map((section) => section.group)).toEqual(['today', 'yesterday', 'older']);
    expect(sections[0]!.notifications.map((n) => n.id)).toEqual([todayLate.id, todayEarly.id]);
  });

  it('shows a notification once when two loaded pages both hold it', () => {
    const shared = notification('2025-11-17T10:00:00Z');
    const sections = groupNotifications([shared, { ...shared }], NOW);
    expect(sections).toEqual([{ group: 'thisWeek', notifications: [shared] }]);
  });

  it('marks the chosen notifications read, or all of them', () => {
    const a = notification(NOW);
    const b = notification(NOW);
    expect(markRead([a, b], new Set([b.id])).map((n) => n.read)).toEqual([false, true]);
    expect(markRead([a, b], 'all').every((n) => n.read)).toBe(true);
  });
});
