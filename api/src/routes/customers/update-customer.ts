import type { FastifyInstance } from 'fastify';
import { updateCustomer } from '@patrimo/shared';
import { mustLoadCustomer, updateCustomer as storeUpdate } from '../../advisory/customer-record';
import { registerCall } from '../../http/register-call';

/**
 * PUT /api/customers/{customerId} — a partial update of the record; only a manager or an admin hands the customer
 * to another advisor (`advisorId`). Same address rule as the creation (409 `already_customer`).
 */
export function registerUpdateCustomer(app: FastifyInstance): void {
  registerCall(app, updateCustomer, async ({ body, auth, customer, deps }) => {
    await storeUpdate(deps.db, auth.user, customer, body.customer, deps.clock.now());
    return mustLoadCustomer(deps.db, customer.id);
  });
}
