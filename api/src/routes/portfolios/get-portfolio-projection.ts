import type { FastifyInstance } from 'fastify';
import { getPortfolioProjection } from '@patrimo/shared';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { loadPortfolioRows } from '../../portfolios/portfolio-store';
import { contractProjection } from '../../portfolios/projection';

/**
 * GET /api/users/{userId}/portfolios/{id}/projection?amount_goal=&horizon=&monthly_deposit=&monthly_buyout= —
 * the contract's savings goal projected to its horizon with the verdict on track / at risk / off track
 * (`api/src/engines/goal-projection.ts` states the method). The saved goal is used; each query field replaces
 * its saved value for this answer only, nothing is written. A goal that cannot be projected answers 200 with
 * what is `missing` (the goal's amount or horizon, a measurable history, or a kind that has no projection: a
 * loan, an unsupported contract). The saver and their advisor may read it; a contract that is not the
 * subject's (unknown, or another user's) is 404 `not_found`; a malformed query is 400.
 */
export function registerGetPortfolioProjection(app: FastifyInstance): void {
  registerCall(app, getPortfolioProjection, async ({ params, query, subject, deps }) => {
    const [found] = await loadPortfolioRows(deps.db, subject.userId, { ids: [params.id] });
    return contractProjection(deps.db, owned(found).row, query, { root: deps.config.root, today: deps.clock.now() });
  });
}
