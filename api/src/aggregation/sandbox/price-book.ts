import type { DailySeries } from '../../market/series';
import { dayOf, isWeekend } from './calendar';
import { Random } from './random';

/**
 * Daily prices of the proxies behind sandbox holdings, one value per calendar day (a weekend or holiday
 * carries the last close), from the series' first date to any "today". After the series' last real date the
 * price continues along a simulated path: a geometric random walk on business days whose drift and
 * volatility are those of the proxy's last five years of daily returns (the drift kept within −2 %…+8 % a
 * year so one lucky stretch does not compound for months). The path is seeded by the ticker alone, so every
 * customer holding a fund sees the same simulated market, and it is drawn day after day from the last real
 * close, so a later "today" extends it without changing the days already drawn.
 */

/** A dense daily price array and where its real data ends. */
export interface DensePrices {
  /** Day number of `prices[0]`. */
  startDay: number;
  prices: Float64Array;
  /** Day number of the last real close; later days are simulated. */
  lastRealDay: number;
}

/** Drift and volatility of daily log returns over the last five years (about 1 260 closes). */
export function dailyDriftAndVolatility(series: DailySeries): { drift: number; volatility: number } {
  const closes = series.closes;
  const from = Math.max(1, closes.length - 1260);
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  for (let index = from; index < closes.length; index++) {
    const value = Math.log((closes[index] as number) / (closes[index - 1] as number));
    sum += value;
    sumSquares += value * value;
    count++;
  }
  if (count < 2) return { drift: 0, volatility: 0.01 };
  const mean = sum / count;
  const variance = Math.max(0, (sumSquares - count * mean * mean) / (count - 1));
  return {
    drift: Math.min(0.08 / 252, Math.max(-0.02 / 252, mean)),
    volatility: Math.min(0.04, Math.max(0.0005, Math.sqrt(variance))),
  };
}

/** Caches the dense prices of each proxy, rebuilt when a later "today" is asked for. */
export class PriceBook {
  private readonly cache = new Map<string, DensePrices>();

  /** Prices of `series` (named `ticker`, which seeds the simulation) for every day up to `untilDay`. */
  dense(ticker: string, series: DailySeries, untilDay: number): DensePrices {
    const cached = this.cache.get(ticker);
    if (cached && cached.startDay + cached.prices.length - 1 >= untilDay) return cached;
    const built = buildDense(ticker, series, untilDay);
    this.cache.set(ticker, built);
    return built;
  }
}

function buildDense(ticker: string, series: DailySeries, untilDay: number): DensePrices {
  const startDay = dayOf(series.dates[0] as string);
  const lastRealDay = dayOf(series.dates[series.dates.length - 1] as string);
  const endDay = Math.max(untilDay, lastRealDay);
  const prices = new Float64Array(endDay - startDay + 1);
  let cursor = 0;
  let price = series.closes[0] as number;
  for (let day = startDay; day <= lastRealDay; day++) {
    // Dates are ISO strings in increasing order; only convert the next one when the day reaches it.
    while (cursor < series.dates.length && dayOf(series.dates[cursor] as string) <= day) {
      price = series.closes[cursor] as number;
      cursor++;
    }
    prices[day - startDay] = price;
  }
  if (endDay > lastRealDay) {
    const { drift, volatility } = dailyDriftAndVolatility(series);
    const random = new Random('sandbox-market', ticker);
    for (let day = lastRealDay + 1; day <= endDay; day++) {
      if (!isWeekend(day)) price *= Math.exp(drift - (volatility * volatility) / 2 + volatility * random.normal());
      prices[day - startDay] = price;
    }
  }
  return { startDay, prices, lastRealDay };
}

/** The price on `day` (the first close before the series starts, which the sandbox never asks for). */
export function priceOn(dense: DensePrices, day: number): number {
  const index = Math.min(dense.prices.length - 1, Math.max(0, day - dense.startDay));
  return dense.prices[index] as number;
}
