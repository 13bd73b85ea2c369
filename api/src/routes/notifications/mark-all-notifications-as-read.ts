import type { FastifyInstance } from 'fastify';
import { markAllNotificationsAsRead } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { markAllRead } from '../../notifications/notifications';

/** PUT /api/users/me/notifications/all — marks every notification of the saver read: `{ unread_nb: 0 }`. */
export function registerMarkAllNotificationsAsRead(app: FastifyInstance): void {
  registerCall(app, markAllNotificationsAsRead, async ({ subject, deps }) => ({ unreadNb: await markAllRead(deps.db, subject.userId, deps.clock.now()) }));
}
