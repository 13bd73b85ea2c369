import type { FastifyInstance } from 'fastify';
import { updatePortfolioInfos } from '@patrimo/shared';
import { saverId } from '../accounts/saver';
import { updatePortfolioInfos as editInfos } from '../../contracts/portfolio-edit';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { loadPortfolio } from '../../portfolios/portfolio-store';

/**
 * PUT /api/portfolios/{id}/portfolio_infos `{ portfolio_infos }` — a saver fills their contract's settings
 * (spec §5): any subset of the savings goal (opening date, project, amount goal, horizon, monthly buyout and
 * deposit), the fees (`[{ kind, rate }]`, only the kinds asked for the contract's kind) and the catalogue
 * product it is (`contract_id`). Answers the contract; its `infos` with `recommendedRisk` give the settings'
 * completeness (`settingsCompleteness` of `@patrimo/shared`). Same access rules as PUT /portfolios/{id}.
 */
export function registerUpdatePortfolioInfos(app: FastifyInstance): void {
  registerCall(app, updatePortfolioInfos, async ({ params, body, auth, deps }) => {
    const userId = saverId(auth);
    await deps.db.transaction((tx) => editInfos(tx, { userId, portfolioId: params.id, infos: body.portfolioInfos, now: deps.clock.now() }));
    const portfolio = await loadPortfolio(deps.db, userId, params.id);
    if (!portfolio) throw notFound();
    return portfolio;
  });
}
