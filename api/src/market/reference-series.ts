import type { History, MarketSeriesKind } from '@patrimo/shared';
import { savingsRates } from '../aggregation/sandbox/savings-rates';
import { rebasedFrom } from './analytics';
import { INSTRUMENTS } from './instruments';
import { dataDirectory, MarketData } from './market-data';
import { dateToTimestampMs, indexOnOrBefore, lastDate, addDays, type DailySeries } from './series';

/**
 * The reference series of GET /series: each shipped index a euro investor can hold (GBP ones cannot be
 * converted and are left out), based at 100, and two rates (Livret A, the euro funds' average yield).
 */

/** The product's first displayed date (spec §9). */
export const REFERENCE_SERIES_START = '2017-01-01';

const markets = new Map<string, MarketData>();

function marketOf(root: string): MarketData {
  const dir = dataDirectory(root);
  let market = markets.get(dir);
  if (!market) {
    market = new MarketData(dir);
    markets.set(dir, market);
  }
  return market;
}

interface Reference {
  id: string;
  name: string;
  kind: MarketSeriesKind;
  history: (daily: boolean) => History;
}

/** Points every 7 days counted back from the last one, oldest first. */
function weekly(series: DailySeries): DailySeries {
  if (series.dates.length === 0) return series;
  const dates: string[] = [];
  const closes: number[] = [];
  const first = series.dates[0] as string;
  for (let date = lastDate(series); date >= first; date = addDays(date, -7)) {
    const index = indexOnOrBefore(series, date);
    if (index < 0) break;
    dates.push(date);
    closes.push(series.closes[index] as number);
  }
  return { dates: dates.reverse(), closes: closes.reverse() };
}

function points(series: DailySeries): History {
  return series.dates.map((date, index) => [dateToTimestampMs(date), series.closes[index] as number]);
}

function references(root: string, from: string, today: string): Reference[] {
  const market = marketOf(root);
  const rates = savingsRates(root);
  const indices: Reference[] = INSTRUMENTS.filter((instrument) => instrument.currency !== 'GBP').map((instrument) => ({
    id: instrument.ticker,
    name: instrument.label,
    kind: 'index',
    history: (daily) => {
      const rebased = rebasedFrom(market.seriesInEuros(instrument.ticker), from);
      return points(daily ? rebased : weekly(rebased));
    },
  }));
  const yearly = (rate: (date: string) => number): History => {
    const out: History = [];
    for (let year = Number(from.slice(0, 4)); year <= Number(today.slice(0, 4)); year++) {
      const date = `${year}-01-01` < from ? from : `${year}-01-01`;
      out.push([dateToTimestampMs(date), rate(date)]);
    }
    return out;
  };
  return [
    ...indices,
    { id: 'livret_a', name: 'Taux du Livret A', kind: 'rate', history: () => yearly((date) => rates.rateOn('livret_a', date)) },
    { id: 'euro_fund', name: 'Rendement moyen des fonds en euros', kind: 'rate', history: () => yearly((date) => rates.euroFundYield(Number(date.slice(0, 4)))) },
  ];
}

export function referenceSeries(
  root: string,
  options: { ids: readonly string[] | undefined; from: string; today: string },
): { series: { id: string; name: string; kind: MarketSeriesKind; history: History }[] } | { unknown: string[] } {
  const all = references(root, options.from, options.today);
  const byId = new Map(all.map((reference) => [reference.id, reference]));
  if (options.ids !== undefined) {
    const unknown = options.ids.filter((id) => !byId.has(id));
    if (unknown.length > 0) return { unknown };
  }
  const chosen = options.ids === undefined ? all : [...new Set(options.ids)].map((id) => byId.get(id) as Reference);
  const daily = options.ids !== undefined;
  return { series: chosen.map((reference) => ({ id: reference.id, name: reference.name, kind: reference.kind, history: reference.history(daily) })) };
}
