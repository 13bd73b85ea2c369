import type { FastifyInstance } from 'fastify';
import { getCustomerEvents } from '@patrimo/shared';
import { listInteractions } from '../../advisory/customer-record';
import { registerCall } from '../../http/register-call';

/** GET /api/customers/{customerId}/events — the interactions with a customer, most recent first. */
export function registerGetCustomerEvents(app: FastifyInstance): void {
  registerCall(app, getCustomerEvents, async ({ customer, deps }) => listInteractions(deps.db, customer.id));
}
