import type { FastifyInstance } from 'fastify';
import { updateEvent } from '@patrimo/shared';
import { updateEvent as storeUpdate } from '../../advisory/events';
import { registerCall } from '../../http/register-call';

/**
 * PUT /api/events/{id} — edits an interaction of a customer in the caller's scope (else 404 `not_found`); only
 * its author, a manager or an admin may (else 403 `forbidden`).
 */
export function registerUpdateEvent(app: FastifyInstance): void {
  registerCall(app, updateEvent, async ({ params, body, auth, deps }) => storeUpdate(deps.db, auth.user, params.id, body.event, deps.clock.now()));
}
