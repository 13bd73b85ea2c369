import type { FastifyInstance } from 'fastify';
import { getCustomers } from '@patrimo/shared';
import { customerListPage, listScope } from '../../advisory/customer-list';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/customers?page&q&sort&order&invitation_state&risk_level&min_wealth&max_wealth&inactive_days&advisor_id —
 * the customers the advisor reaches (`listScope`, the rule of `customerScope`: an advisor their own, a manager or an admin the firm's),
 * filtered, sorted (nulls last, ties by id) and paged by 25 (`advisory/customer-list.ts`). An `advisor_id` only
 * narrows the scope: an advisor naming a colleague gets nothing of theirs. The customers of the page whose
 * access is granted had their wealth read: one audit row each, written by the statement reading the page.
 */
export function registerGetCustomers(app: FastifyInstance): void {
  registerCall(app, getCustomers, async ({ auth, query, request, deps }) => {
    const scope = listScope(auth.user);
    if (!scope || !auth.user.firmId) throw forbidden('not_admin');
    const now = deps.clock.now();
    // The page's reads are audited by the statement that reads it (the rows `auditCustomerReads` writes).
    return customerListPage(deps.db, scope, query, now, {
      actorUserId: auth.user.id,
      firmId: auth.user.firmId,
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      requestId: request.id,
      at: now,
    });
  });
}
