import type { Notification } from '@patrimo/shared';
import { withRead } from './mark-notification-as-read';

function notification(id: string, read: boolean): Notification {
  return {
    id,
    event: 'monthly_report',
    kind: 'system',
    payload: { notificationId: id, accountId: null, text: null },
    read,
    createdAt: '2026-11-24T08:00:00.000Z',
  } as Notification;
}

const pages = {
  pageParams: [1, 2],
  pages: [
    { notifications: [notification('a', false), notification('b', true)], meta: { page: 1, totalPages: 2, unreadNb: 2 } },
    { notifications: [notification('c', false)], meta: { page: 2, totalPages: 2, unreadNb: 2 } },
  ],
};

describe('notifications read in the cache', () => {
  it('mark one read on whichever page it is, and lower the count every page carries', () => {
    const next = withRead(pages, new Set(['a']));
    expect(next.pages[0]?.notifications.map((n) => n.read)).toEqual([true, true]);
    expect(next.pages[1]?.notifications.map((n) => n.read)).toEqual([false]);
    expect(next.pages.map((page) => page.meta.unreadNb)).toEqual([1, 1]);
  });

  it('do not lower the count for a notification already read', () => {
    expect(withRead(pages, new Set(['b'])).pages.map((page) => page.meta.unreadNb)).toEqual([2, 2]);
  });

  it('mark all read with the count the server answered', () => {
    const next = withRead(pages, 'all', 0);
    expect(next.pages.flatMap((page) => page.notifications.map((n) => n.read))).toEqual([true, true, true]);
    expect(next.pages.map((page) => page.meta.unreadNb)).toEqual([0, 0]);
  });
});
