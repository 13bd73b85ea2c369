import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { getPortfolioFund } from '@patrimo/shared';
import { portfolioInvestments, portfolios } from '../../db/schema';
import { notFound } from '../../http/errors';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { fundSheet } from '../../investments/fund-sheet';
import { fundUniverse } from '../../investments/universe';

/**
 * GET /api/users/{userId}/portfolios/{id}/funds/{isin} — the fund page of a contract: the fund against its
 * index over 1, 3 and 5 years, its SRRI and volatility, its fees (spec §9 estimate, marked), its allocation,
 * and its line in the contract (null when the contract does not hold it: the sheet is still shown). Another
 * saver's contract is 404, checked before the fund; an ISIN outside the fund universe is 404 too.
 */
export function registerGetPortfolioFund(app: FastifyInstance): void {
  registerCall(app, getPortfolioFund, async ({ params, subject, deps }) => {
    const [contract] = await deps.db
      .select({ amount: portfolios.amount })
      .from(portfolios)
      .where(and(eq(portfolios.userId, subject.userId), eq(portfolios.id, params.id)))
      .limit(1);
    const { amount } = owned(contract);
    const fund = fundUniverse(deps.config.root).byIsin.get(params.isin);
    if (!fund) throw notFound();
    const lines = await deps.db
      .select({ valuation: portfolioInvestments.valuation })
      .from(portfolioInvestments)
      .where(and(eq(portfolioInvestments.portfolioId, params.id), eq(portfolioInvestments.isin, params.isin)));
    const held = lines.reduce((sum, line) => sum + Math.round(line.valuation * 100), 0) / 100;
    const holding = lines.length > 0 ? { amount: held, weight: amount > 0 ? Math.min(1, Math.max(0, held / amount)) : 0 } : null;
    return fundSheet(fund, holding);
  });
}
