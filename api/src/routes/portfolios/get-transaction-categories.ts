import type { FastifyInstance } from 'fastify';
import { getTransactionCategories } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { SPENDING_CATEGORIES } from '../../transactions/transaction-store';

/**
 * GET /api/transactions/categories — the spending categories in display order (spec §3): the filter list of
 * the transactions screen. Any signed-in user; the labels are the client's French catalogue.
 */
export function registerGetTransactionCategories(app: FastifyInstance): void {
  registerCall(app, getTransactionCategories, async () => ({ categories: [...SPENDING_CATEGORIES] }));
}
