import { markAllNotificationsAsRead } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation, useQueryClient } from '@patrimo/shared/query';
import { notificationPagesKey } from './get-notifications';
import { withRead } from './mark-notification-as-read';

/** « Tout marquer comme lu » (`PUT /users/me/notifications/read-all`): the count the server answers is the new one. */
export function useMarkAllNotificationsAsRead() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => callApi(markAllNotificationsAsRead),
    onSuccess: ({ unreadNb }) => {
      queryClient.setQueryData<Parameters<typeof withRead>[0]>(notificationPagesKey, (pages) => (pages ? withRead(pages, 'all', unreadNb) : pages));
    },
  });
}
