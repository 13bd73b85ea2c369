import type { FastifyInstance } from 'fastify';
import { deleteEvent } from '@patrimo/shared';
import { deleteEvent as removeEvent } from '../../advisory/events';
import { registerCall } from '../../http/register-call';

/** DELETE /api/events/{id} — same rules as PUT /events/{id}. */
export function registerDeleteEvent(app: FastifyInstance): void {
  registerCall(app, deleteEvent, async ({ params, auth, deps }) => {
    await removeEvent(deps.db, auth.user, params.id);
    return {};
  });
}
