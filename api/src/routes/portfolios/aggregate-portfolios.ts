import type { FastifyInstance } from 'fastify';
import { aggregatePortfolios } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { aggregatePortfolios as aggregate } from '../../wealth/aggregate';
import { wealthDataVersion } from '../../wealth/data-version';

/**
 * POST /api/users/{userId}/portfolios/aggregate `{ filters, aggregates }` — sums of the filtered contracts'
 * amounts (filters: categories, kinds, statuses — active only when absent —, bankIds, portfolioIds), each
 * optionally segmented by kind, type or category and clustered (segments under 5 % merged into `other`).
 * A read: nothing is written, the POST only carries the query. Its answers are kept by the saver's data version
 * (a POST is never answered 304: the browser does not revalidate it).
 */
export function registerAggregatePortfolios(app: FastifyInstance): void {
  registerCall(app, aggregatePortfolios, async ({ body, subject, deps }) => aggregate(deps.db, subject.userId, body), {
    dataVersion: ({ subject, deps, wealthVersion }) => wealthDataVersion(deps.db, subject.userId, wealthVersion),
    wealthVersionWithToken: true,
  });
}
