import type { FastifyInstance } from 'fastify';
import { getComposition } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { fundUniverse } from '../../investments/universe';
import { composition } from '../../wealth/composition';

/**
 * GET /api/users/{userId}/portfolios/composition?type=&portfolio_subset=|subset=&limit= — the saver's wealth
 * split by `type` (kind, bank, category, type, risk, asset_class, sector, region, spending) over the active
 * contracts of the subset (default `all`; `portfolio_subset` wins over its short name `subset`). Items by
 * decreasing amount, shares summing to 1; with `limit`, the smallest are merged into `other` so that at most
 * `limit` items remain. The rules of each type are in `wealth/composition.ts`.
 */
export function registerGetComposition(app: FastifyInstance): void {
  registerCall(app, getComposition, async ({ query, subject, deps }) => {
    return composition(deps.db, {
      userId: subject.userId,
      type: query.type,
      subset: query.portfolioSubset ?? query.subset ?? 'all',
      limit: query.limit,
      today: deps.clock.now().toISOString().slice(0, 10),
      universe: fundUniverse(deps.config.root),
    });
  });
}
