import type { FastifyInstance } from 'fastify';
import { markNotificationAsRead } from '@patrimo/shared';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { markRead } from '../../notifications/notifications';

/**
 * PUT /api/users/me/notifications/{id} `{ read: true }` — marks one of the saver's notifications read and
 * answers it (marking it again changes nothing). Another user's or an unknown id: 404 `not_found`.
 */
export function registerMarkNotificationAsRead(app: FastifyInstance): void {
  registerCall(app, markNotificationAsRead, async ({ params, subject, deps }) => {
    return owned(await markRead(deps.db, subject.userId, params.id, deps.clock.now()));
  });
}
