import type { FastifyInstance } from 'fastify';
import { getPortfolioCashValues } from '@patrimo/shared';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { loadPortfolioRows } from '../../portfolios/portfolio-store';
import { portfolioCashValues } from '../../wealth/cash-values';

/**
 * GET /api/users/{userId}/portfolios/{id}/series/cash_values?from= — one contract's daily values from `from`
 * (never before 2017-01-01), with `simulatedFrom`, the first simulated day (null when none). Any status: the
 * saver may open a hidden contract. Another user's contract is 404 `not_found`.
 */
export function registerGetPortfolioCashValues(app: FastifyInstance): void {
  registerCall(app, getPortfolioCashValues, async ({ params, query, subject, deps }) => {
    const [found] = await loadPortfolioRows(deps.db, subject.userId, { ids: [params.id] });
    return portfolioCashValues(deps.db, owned(found).row, query.from);
  });
}
