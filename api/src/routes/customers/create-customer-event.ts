import type { FastifyInstance } from 'fastify';
import { createCustomerEvent } from '@patrimo/shared';
import { createEvent } from '../../advisory/events';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/customers/{customerId}/events — logs a note or a call with a customer of the caller's scope (with or
 * without access: the firm's own record). `occurredAt` in the future is 400 `event.occurred_at: after_today`.
 */
export function registerCreateCustomerEvent(app: FastifyInstance): void {
  registerCall(app, createCustomerEvent, async ({ body, auth, customer, deps }) => createEvent(deps.db, auth.user, customer, body.event, deps.clock.now()));
}
