import type { FastifyInstance } from 'fastify';
import { getInvestment } from '@patrimo/shared';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { fundUniverse, profileOf, toInvestmentDetail } from '../../investments/universe';

/**
 * GET /api/investments/:isin — the fund page: classification, SRRI and performances from its proxy series,
 * history based at 100 since 2017, region and sector split where known (spec §7 Investments). Any signed-in
 * user. A malformed ISIN is a 400 (the contract's schema), an ISIN outside the universe a 404 `not_found`.
 * The score is the one for the caller's recommended profile (null without one).
 */
export function registerGetInvestment(app: FastifyInstance): void {
  registerCall(app, getInvestment, async ({ params, auth, deps }) => {
    const fund = fundUniverse(deps.config.root).byIsin.get(params.isin);
    if (!fund) throw notFound();
    return toInvestmentDetail(fund, profileOf(auth?.user.recommendedRisk));
  });
}
