import type { FastifyInstance } from 'fastify';
import { getPortfolioAnalysis } from '@patrimo/shared';
import { contractAnalysis } from '../../analysis/service';
import { registerCall } from '../../http/register-call';
import { fundUniverse } from '../../investments/universe';

/**
 * GET /api/users/{userId}/portfolios/{id}/analyses/{type} — one step of a contract's analysis (allocation,
 * performances, risk, fees, advices; shapes in `shared/src/schemas/portfolio-analysis.ts`), for the saver and
 * the advisors of their firm. An id that is not the subject's contract is 404 `not_found`; a type outside the
 * five is 400 with `errors.type`; a kind the analysis does not cover (bank accounts, loans, unsupported savings,
 * see `analysis/supported.ts`) is 422 `unsupported_kind`. Served from the per-contract cache when the contract
 * and the recommended risk are unchanged (`contracts/analysis-cache.ts`); computed on the event loop's turns
 * otherwise (`analysis/service.ts`). Without a recommended risk, the profile-dependent figures are null and
 * `profileRequired` is true (spec §4 partial lock).
 */
export function registerGetPortfolioAnalysis(app: FastifyInstance): void {
  registerCall(app, getPortfolioAnalysis, async ({ params, subject, deps, reply }) => {
    const { analysis, cached } = await contractAnalysis({
      db: deps.db,
      userId: subject.userId,
      portfolioId: params.id,
      type: params.type,
      root: deps.config.root,
      universe: fundUniverse(deps.config.root),
      now: deps.clock.now(),
    });
    void reply.header('x-analysis-cache', cached ? 'hit' : 'miss');
    return analysis;
  });
}
