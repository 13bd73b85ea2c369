import type { FastifyInstance } from 'fastify';
import { searchInvestments } from '@patrimo/shared';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { fundUniverse, profileOf, searchFunds } from '../../investments/universe';

/**
 * GET /api/investments?query=&tag=&risk=&limit=10&page=1 — one page of funds, best score for the risk
 * profile first (spec §7, defaults of spec §9). `risk` defaults to the caller's recommended profile; with
 * neither, funds are unscored and listed by name. `query` matches name and ISIN regardless of case and
 * accents; `tag` is a tag id of GET /tags.
 *
 * `contract_id` restricts the search to the funds a contract can hold. No contract exists in the product
 * yet (aggregation is being built), so any contract id is unknown: 404 `not_found`, never a silently
 * unfiltered list.
 */
export function registerSearchInvestments(app: FastifyInstance): void {
  registerCall(app, searchInvestments, async ({ query, auth, deps }) => {
    if (query.contractId !== undefined) throw notFound();
    const risk = query.risk ?? profileOf(auth?.user.recommendedRisk);
    return searchFunds(fundUniverse(deps.config.root), { query: query.query, tag: query.tag, risk, limit: query.limit, page: query.page });
  });
}
