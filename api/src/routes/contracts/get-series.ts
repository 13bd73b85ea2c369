import type { FastifyInstance } from 'fastify';
import { getSeries, type MarketSeriesList } from '@patrimo/shared';
import { fieldErrors } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { referenceSeries, REFERENCE_SERIES_START } from '../../market/reference-series';

/**
 * GET /api/series?ids=&from= — the reference series a saver can compare a contract with (spec §7): the market
 * indices shipped with the product in euros (`kind: index`, id = ticker, based at 100 on `from`, default
 * 2017-01-01), the Livret A rate and the euro funds' average yield (`kind: rate`, the yearly rate in force).
 * With `ids`, those series with daily points; without, every series with weekly points (a list stays light).
 * An unknown id is 400 `errors.ids: invalid`.
 */
export function registerGetSeries(app: FastifyInstance): void {
  registerCall(app, getSeries, async ({ query, deps }) => {
    const from = query.from !== undefined && query.from > REFERENCE_SERIES_START ? query.from : REFERENCE_SERIES_START;
    const result = referenceSeries(deps.config.root, { ids: query.ids, from, today: deps.clock.now().toISOString().slice(0, 10) });
    if ('unknown' in result) throw fieldErrors({ ids: ['invalid'] });
    return { series: result.series } satisfies MarketSeriesList;
  });
}
