import type { FastifyInstance } from 'fastify';
import { updatePortfolio } from '@patrimo/shared';
import { updatePortfolio as editPortfolio, updatePortfolioStatus } from '../../contracts/portfolio-edit';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { loadPortfolio } from '../../portfolios/portfolio-store';

/**
 * PUT /api/portfolios/{id} — a saver edits one of their contracts, with `{ portfolio }` (name, kind,
 * kindDetail, amount of a contract entered by hand, status, realEstateId of a loan, the contract's risk
 * questionnaire, loan terms; rules in `contracts/portfolio-edit.ts`) or a bare `{ status }` (active, hidden,
 * closed). Answers the contract as GET …/portfolios/{id} does. Another user's contract or an unknown id is
 * 404 `not_found`; advisors are 403 `forbidden` (they read their customers' contracts, they do not edit them).
 * The same edit sent twice gives the same contract. Every edit clears the contract's cached analyses.
 */
export function registerUpdatePortfolio(app: FastifyInstance): void {
  registerCall(app, updatePortfolio, async ({ params, body, subject, deps }) => {
    const { userId } = subject;
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      // The contract's schema lets exactly one of the two through.
      if (body.portfolio !== undefined) await editPortfolio(tx, { userId, portfolioId: params.id, update: body.portfolio, now });
      else if (body.status !== undefined) await updatePortfolioStatus(tx, { userId, portfolioId: params.id, status: body.status, now });
    });
    return owned(await loadPortfolio(deps.db, userId, params.id));
  });
}
