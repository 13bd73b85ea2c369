import { getNotifications, type Notification } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { infiniteQueryOptions, subjectKeys, useInfiniteQuery, type InfiniteData, type QueryKey } from '@patrimo/shared/query';

type NotificationsPage = Awaited<ReturnType<typeof fetchPage>>;

function fetchPage(page: number, signal: AbortSignal) {
  return callApi(getNotifications, { query: { page }, signal });
}

/** The key of the signed-in saver's notification pages (notifications are the saver's own, spec §6). */
export const notificationPagesKey = [...subjectKeys.notifications('me'), 'pages'] as const satisfies QueryKey;

/** The saver's notifications, page after page (`GET /users/me/notifications?page=`), « Voir plus » loading the next. */
export function getNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationPagesKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationsPage) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
  });
}

/** The notification pages, read only where the page shows the saver's own (not an advisor's view). */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({ ...getNotificationsQueryOptions(), enabled });
}

/** What the loaded pages say: every notification so far, and the unread count of the latest answer. */
export function notificationsOf(data: InfiniteData<NotificationsPage>): { notifications: Notification[]; unread: number } {
  const last = data.pages.at(-1);
  return { notifications: data.pages.flatMap((page) => page.notifications), unread: last?.meta.unreadNb ?? 0 };
}
