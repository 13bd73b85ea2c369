import type { FastifyInstance } from 'fastify';
import { markNotificationAsRead } from '@patrimo/shared';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { markRead } from '../../notifications/notifications';
import { saverId } from '../accounts/saver';

/**
 * PUT /api/users/me/notifications/{id} `{ read: true }` — marks one of the saver's notifications read and
 * answers it (marking it again changes nothing). Another user's or an unknown id: 404 `not_found`.
 */
export function registerMarkNotificationAsRead(app: FastifyInstance): void {
  registerCall(app, markNotificationAsRead, async ({ params, auth, deps }) => {
    const notification = await markRead(deps.db, saverId(auth), params.id, deps.clock.now());
    if (!notification) throw notFound();
    return notification;
  });
}
