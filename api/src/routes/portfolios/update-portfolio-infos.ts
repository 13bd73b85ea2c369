import type { FastifyInstance } from 'fastify';
import { updatePortfolioInfos } from '@patrimo/shared';
import { updatePortfolioInfos as editInfos } from '../../contracts/portfolio-edit';
import { owned } from '../../http/ownership';
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
  registerCall(app, updatePortfolioInfos, async ({ params, body, subject, deps }) => {
    const { userId } = subject;
    await deps.db.transaction((tx) => editInfos(tx, { userId, portfolioId: params.id, infos: body.portfolioInfos, now: deps.clock.now() }));
    return owned(await loadPortfolio(deps.db, userId, params.id));
  });
}
