import type { FastifyInstance } from 'fastify';
import { withdrawCustomerAccess } from '@patrimo/shared';
import { mustLoadCustomer } from '../../advisory/customer-record';
import { withdrawAndTell } from '../../advisory/data-access';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/customers/{customerId}/withdraw_access — the firm gives up its access to the customer's data, at
 * once (idempotent: a second call keeps the first date). The firm keeps the record, its notes and interactions;
 * every advisor reaching the customer hears `customer_access_withdrawn` on the live channel.
 */
export function registerWithdrawCustomerAccess(app: FastifyInstance): void {
  registerCall(app, withdrawCustomerAccess, async ({ customer, deps }) => {
    await withdrawAndTell(deps, customer);
    return mustLoadCustomer(deps.db, customer.id);
  });
}
