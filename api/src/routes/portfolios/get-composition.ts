import type { FastifyInstance } from 'fastify';
import { getComposition } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { fundUniverse } from '../../investments/universe';
import { composition } from '../../wealth/composition';
import { wealthDataVersion } from '../../wealth/data-version';

/**
 * GET /api/users/{userId}/portfolios/composition?type=&portfolio_subset=|subset=&limit= — the saver's wealth
 * split by `type` (kind, bank, category, type, risk, asset_class, sector, region, spending) over the active
 * contracts of the subset (default `all`; `portfolio_subset` wins over its short name `subset`). Items by
 * decreasing amount, shares summing to 1; with `limit`, the smallest are merged into `other` so that at most
 * `limit` items remain. The rules of each type are in `wealth/composition.ts`. A conditional read: tagged with
 * the saver's data version and the day (the spending split covers the last twelve months).
 */
export function registerGetComposition(app: FastifyInstance): void {
  const today = (now: Date) => now.toISOString().slice(0, 10);
  registerCall(
    app,
    getComposition,
    async ({ query, subject, deps }) => {
      return composition(deps.db, {
        userId: subject.userId,
        type: query.type,
        subset: query.portfolioSubset ?? query.subset ?? 'all',
        limit: query.limit,
        today: today(deps.clock.now()),
        universe: fundUniverse(deps.config.root),
      });
    },
    {
      dataVersion: async ({ subject, deps, wealthVersion }) => `${await wealthDataVersion(deps.db, subject.userId, wealthVersion)}|${today(deps.clock.now())}`,
      wealthVersionWithToken: true,
    },
  );
}
