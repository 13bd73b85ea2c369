import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Access, searchInvestments } from '@patrimo/shared';
import { fundsOf, holdableIsins, loadArbitrationContract } from '../../arbitration/service';
import { portfolios } from '../../db/schema';
import { isApiError, notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { resolveSubject } from '../../http/subject';
import { fundUniverse, profileOf, searchFunds } from '../../investments/universe';

/**
 * GET /api/investments?query=&tag=&risk=&limit=10&page=1 — one page of funds, best score for the risk
 * profile first (spec §7, defaults of spec §9). `risk` defaults to the caller's recommended profile; with
 * neither, funds are unscored and listed by name. `query` matches name and ISIN regardless of case and
 * accents; `tag` is a tag id of GET /tags.
 *
 * `contract_id` (the arbitration's market step, issue 13) restricts the search to what that contract can hold
 * (`arbitration/service.ts` `holdableIsins`: the universe plus the contract's own funds, even outside it) and
 * answers the contract's euro fund apart in `euroFund` (always available, whatever the query or page). The
 * contract must be the caller's, or, for an advisor, a customer's of their firm (the access is audited, as on
 * the subject routes); any other id is 404 `not_found`. `risk` then defaults to the contract's recommended risk
 * (its own questionnaire, else its owner's profile). A kind without an analysis is 422 `unsupported_kind`.
 */
export function registerSearchInvestments(app: FastifyInstance): void {
  registerCall(app, searchInvestments, async ({ query, auth, deps, request }) => {
    const universe = fundUniverse(deps.config.root);
    const search = { query: query.query, tag: query.tag, limit: query.limit, page: query.page };
    if (query.contractId === undefined) {
      const risk = query.risk ?? profileOf(auth.user.recommendedRisk);
      return { ...searchFunds(universe, { ...search, risk }), euroFund: null };
    }
    const [row] = await deps.db.select({ userId: portfolios.userId }).from(portfolios).where(eq(portfolios.id, query.contractId)).limit(1);
    if (!row) throw notFound();
    try {
      await resolveSubject(request, auth, Access.subject(), row.userId);
    } catch (error) {
      if (isApiError(error) && error.statusCode === 403) throw notFound();
      throw error;
    }
    const arbitration = await loadArbitrationContract({ db: deps.db, userId: row.userId, portfolioId: query.contractId, root: deps.config.root, universe, now: deps.clock.now() });
    const outside = [...holdableIsins(arbitration.contract, universe).ownFunds.keys()].filter((isin) => !universe.byIsin.has(isin));
    const holdable = outside.length === 0 ? universe : { ...universe, funds: [...universe.funds, ...fundsOf(outside, arbitration, universe)] };
    const risk = query.risk ?? profileOf(arbitration.contract.recommendedRisk);
    return { ...searchFunds(holdable, { ...search, risk }), euroFund: arbitration.euroFund };
  });
}
