import type { FastifyInstance } from 'fastify';
import { getWealthCashValues } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { wealthCashValues } from '../../wealth/cash-values';
import { wealthDataVersion } from '../../wealth/data-version';
import { downsampleSeries } from '../../wealth/downsample';
import { wealthSeriesCache } from '../../wealth/series-cache';
import { selectedContracts } from '../../wealth/subsets';

/**
 * GET /api/users/{userId}/portfolios/series/cash_values?portfolio_subset=&categories=&from= — the daily history
 * of the saver's wealth, from `from` (never before 2017-01-01), in one SQL query.
 *
 * Contracts counted: the active ones (hidden and closed excluded; the « Démonstration » account's count, it is
 * the saver's data until a first add) of `portfolio_subset` (default `all`; every subset is defined in
 * `wealth/subsets.ts`: all, loan, contract, bank, kind, risk, spending, asset_class), narrowed to `categories`
 * when given (savings, invested_wealth, real_estate — loans have no category, so categories leave them out).
 * Loans are stored negative: over a subset with loans (`all`), the series is assets minus liabilities; over
 * `loan` alone it is what the loans subtract (negative).
 *
 * Each contract counts from its first value and carries its last known value forward (see
 * `wealthCashValues`). `simulatedFrom` is the first day from which part of the total is simulated.
 * Series are kept between two changes of the saver's contracts (`wealth/series-cache.ts`). With `points`, the
 * series is thinned to what the chart draws (`wealth/downsample.ts`). A conditional read: tagged with the saver's
 * data version, a GET naming the tag again is answered 304 (`http/conditional.ts`).
 */
export function registerGetWealthCashValues(app: FastifyInstance): void {
  registerCall(
    app,
    getWealthCashValues,
    async ({ query, subject, deps, dataVersion }) => {
      const contracts = selectedContracts(subject.userId, query.portfolioSubset, query.categories);
      const key = `${query.portfolioSubset}|${[...(query.categories ?? [])].sort().join(',')}`;
      const values = await wealthSeriesCache(deps.db).get(deps.db, subject.userId, key, query.from, () => wealthCashValues(deps.db, contracts, undefined), dataVersion);
      return query.points === undefined ? values : { ...values, series: downsampleSeries(values.series, query.points) };
    },
    { dataVersion: ({ subject, deps, wealthVersion }) => wealthDataVersion(deps.db, subject.userId, wealthVersion), wealthVersionWithToken: true },
  );
}
