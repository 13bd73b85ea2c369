import type { FastifyInstance } from 'fastify';
import { getTransactions } from '@patrimo/shared';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { loadTransactionPage, ownsPortfolio } from '../../transactions/transaction-store';

/**
 * GET /api/users/{userId}/portfolios/{id}/transactions — one page (from 1, 50 a page) of a contract's
 * transactions, newest first, filtered by spending category (uncategorised ones count as `other`), direction
 * (`debit` < 0, `credit` > 0), dates `from`/`to` (inclusive) and words of the label (`q`, case ignored). A page
 * past the last is empty with the real `meta`. The subject is resolved before the handler (`Access.subject()`); a
 * contract that is not the subject's (unknown, or another user's) is 404 `not_found`.
 */
export function registerGetTransactions(app: FastifyInstance): void {
  registerCall(app, getTransactions, async ({ params, query, subject, deps }) => {
    owned(await ownsPortfolio(deps.db, subject.userId, params.id));
    const { page, ...filter } = query;
    return loadTransactionPage(deps.db, params.id, filter, page);
  });
}
