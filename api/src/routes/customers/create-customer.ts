import type { FastifyInstance } from 'fastify';
import { createCustomer } from '@patrimo/shared';
import { createCustomer as storeCustomer, mustLoadCustomer } from '../../advisory/customer-record';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/customers — a customer added by hand. The caller follows them unless a manager or an admin names
 * `advisorId` (an advisor of the firm, else 400 `customer.advisor_id: invalid`; an advisor naming someone else is
 * 403). An address already a customer of the firm is 409 `already_customer`. 201 with the record.
 */
export function registerCreateCustomer(app: FastifyInstance): void {
  registerCall(app, createCustomer, async ({ body, auth, deps }) => {
    const id = await storeCustomer(deps.db, auth.user, body.customer, deps.clock.now());
    return mustLoadCustomer(deps.db, id);
  });
}
