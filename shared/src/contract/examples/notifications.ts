import type { ResponseOf } from '../define-call';
import type * as calls from '../notifications';
import { notification } from './entities';

/** A valid example answer of each call of `contract/notifications.ts`; missing or drifted examples fail to compile. */
export const notificationsExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getNotifications: { notifications: [notification], meta: { page: 1, totalPages: 1, unreadNb: 1 } },
  markNotificationAsRead: { ...notification, read: true },
  markAllNotificationsAsRead: { unreadNb: 0 },
  getWebsocketToken: { token: 'ws_ticket', expiresIn: 30 },
};
