import { markNotificationAsRead, type Notification } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation, useQueryClient, type InfiniteData } from '@patrimo/shared/query';
import { markRead } from '../notification-groups';
import { notificationPagesKey } from './get-notifications';

type Pages = InfiniteData<{ notifications: Notification[]; meta: { page: number; totalPages: number; unreadNb: number } }>;

/**
 * The pages with `read` notifications marked read and the unread count given (or lowered by one each):
 * the list changes in place, without reading every loaded page again.
 */
export function withRead(pages: Pages, read: ReadonlySet<string> | 'all', unreadNb?: number): Pages {
  const newlyRead =
    read === 'all' ? 0 : pages.pages.reduce((count, page) => count + page.notifications.filter((n) => !n.read && read.has(n.id)).length, 0);
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      notifications: markRead(page.notifications, read),
      meta: { ...page.meta, unreadNb: unreadNb ?? Math.max(0, page.meta.unreadNb - newlyRead) },
    })),
  };
}

/** Marks one notification read (`PUT /users/me/notifications/:id` `{ read: true }`): the unread count drops. */
export function useMarkNotificationAsRead() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: string) => callApi(markNotificationAsRead, { params: { id }, body: { read: true } }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Pages>(notificationPagesKey, (pages) => (pages ? withRead(pages, new Set([id])) : pages));
    },
  });
}
