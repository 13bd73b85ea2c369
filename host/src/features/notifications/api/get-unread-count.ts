import { getNotifications } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/**
 * The signed-in saver's unread count, from the first page of notifications (`GET /users/me/notifications`).
 * A background call: reading it never keeps an idle session alive (see `CallOptions.background`).
 */
export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...subjectKeys.notifications('me'), 'unread-count'] as const,
    queryFn: async ({ signal }) => (await callApi(getNotifications, { query: { page: 1 }, signal, background: true })).meta.unreadNb,
  });
}

/** The unread count as the server said it, read only while `enabled` (the live channel has not spoken yet). */
export function useUnreadCountQuery(enabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled });
}
