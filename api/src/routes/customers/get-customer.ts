import type { FastifyInstance } from 'fastify';
import { getCustomer } from '@patrimo/shared';
import { mustLoadCustomer } from '../../advisory/customer-record';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/customers/{customerId} — a customer's record: identity, access, the advisor following them, notes,
 * interactions (most recent first) and invitations (every state, newest first). The customer is in the caller's
 * scope and the read is audited (`Access.firmCustomer()`, checked before the handler).
 */
export function registerGetCustomer(app: FastifyInstance): void {
  registerCall(app, getCustomer, async ({ customer, deps }) => mustLoadCustomer(deps.db, customer.id));
}
