import type { FastifyInstance } from 'fastify';
import { getPortfolioTargets } from '@patrimo/shared';
import { portfolioTargets } from '../../engines/recommended-allocations';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/portfolios/targets — the model allocation by asset class of each recommended profile (1 prudent …
 * 5 aggressive) and the highest SRRI its volatility band reaches. Any signed-in user: savers compare their
 * contracts with it, advisors their customers'. The table and its reasoning are in
 * `engines/recommended-allocations.ts`; it depends on nothing but the code, so every caller gets the same.
 */
export function registerGetPortfolioTargets(app: FastifyInstance): void {
  registerCall(app, getPortfolioTargets, async () => portfolioTargets());
}
