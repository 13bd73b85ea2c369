import type { FastifyInstance } from 'fastify';
import { getTransactionMovements } from '@patrimo/shared';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { loadMovements, ownsPortfolio } from '../../transactions/transaction-store';

/**
 * GET /api/users/{userId}/portfolios/{id}/series/transactions_movements — money in (`credits`) and out
 * (`debits`) of a contract per month, both positive, one point per month at the month's first day (UTC),
 * from `from` (optional; else the first movement; never before 2017-01) to the current month, months without
 * movement at 0. Same access rules as the transactions list.
 */
export function registerGetTransactionMovements(app: FastifyInstance): void {
  registerCall(app, getTransactionMovements, async ({ params, query, subject, deps }) => {
    owned(await ownsPortfolio(deps.db, subject.userId, params.id));
    const today = deps.clock.now().toISOString().slice(0, 10);
    return loadMovements(deps.db, params.id, query.from, today);
  });
}
