import type { Srri } from '@patrimo/shared';
import { addDays, addYears, closeOnOrBefore, dateToTimestampMs, indexOnOrBefore, lastClose, lastDate, type DailySeries } from './series';

/**
 * Risk and performance figures of a daily series, as the regulation defines them. Pure functions: the same
 * series always gives the same figures, which is what lets the fund universe be built once and cached.
 */

/** Weeks per year, the annualisation factor of weekly returns (CESR/10-673 §2, m = 52). */
export const WEEKS_PER_YEAR = 52;

/** The SRRI looks back 5 years (CESR/10-673: 5 years of weekly returns). */
export const SRRI_YEARS = 5;

/**
 * Closes sampled every 7 days backwards from `end` (the close of that day or of the last trading day
 * before it), oldest first, over `years` years. Anchoring the weeks on the series' last date rather than on
 * calendar weeks makes the sample reproducible and uses the freshest point. Returns null when the series
 * does not reach back to the first sampling date: a shorter history would not be a 5-year figure.
 */
export function weeklyCloses(series: DailySeries, years: number, end: string = lastDate(series)): number[] | null {
  const start = addYears(end, -years);
  if ((series.dates[0] as string) > start) return null;
  const closes: number[] = [];
  for (let date = end; date >= start; date = addDays(date, -7)) {
    const close = closeOnOrBefore(series, date);
    if (close === null) return null;
    closes.push(close);
  }
  return closes.reverse();
}

/** Log returns between consecutive closes: ln(close(t) / close(t−1)), what the volatility is measured on. */
export function logReturns(closes: readonly number[]): number[] {
  const returns = new Array<number>(Math.max(closes.length - 1, 0));
  for (let index = 1; index < closes.length; index++) returns[index - 1] = Math.log((closes[index] as number) / (closes[index - 1] as number));
  return returns;
}

/** Simple returns between consecutive closes: close(t) / close(t-1) − 1. */
export function simpleReturns(closes: readonly number[]): number[] {
  const returns: number[] = [];
  for (let index = 1; index < closes.length; index++) returns.push((closes[index] as number) / (closes[index - 1] as number) - 1);
  return returns;
}

/**
 * Annualised volatility of periodic returns: the sample standard deviation (T − 1 denominator) times
 * √(periods per year), the formula of CESR/10-673 for the SRRI. Null with fewer than 2 returns.
 */
export function annualisedVolatility(returns: readonly number[], periodsPerYear = WEEKS_PER_YEAR): number | null {
  if (returns.length < 2) return null;
  const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
  const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance) * Math.sqrt(periodsPerYear);
}

/**
 * Annualised volatility of weekly log returns over the 5 years ending at the series' last date, the quantity
 * the SRRI is defined on (ENGINES.md "Risk": the same definition for a fund and for a contract, see
 * api/src/engines/risk.ts). Null when the series is younger than 5 years.
 */
export function fiveYearWeeklyVolatility(series: DailySeries): number | null {
  const closes = weeklyCloses(series, SRRI_YEARS);
  return closes === null ? null : annualisedVolatility(logReturns(closes));
}

/**
 * Lower bounds of SRRI classes 2 to 7 (CESR/10-673 §3): a volatility below 0.5 % is class 1,
 * [0.5 %, 2 %) class 2, [2 %, 5 %) class 3, [5 %, 10 %) class 4, [10 %, 15 %) class 5, [15 %, 25 %) class 6,
 * 25 % and above class 7. Each lower bound belongs to its class.
 */
export const SRRI_LOWER_BOUNDS = [0.005, 0.02, 0.05, 0.1, 0.15, 0.25] as const;

/** The SRRI class (1–7) of an annualised volatility given as a ratio (0.18 = 18 %). */
export function srriFromVolatility(volatility: number): Srri {
  let srri = 1;
  for (const bound of SRRI_LOWER_BOUNDS) if (volatility >= bound) srri++;
  return srri as Srri;
}

/**
 * Cumulative return over the last `years` years: last close ÷ close on (or before) the same day `years`
 * earlier − 1. Null when the series is younger than that: a performance is never extrapolated.
 */
export function performanceOverYears(series: DailySeries, years: number): number | null {
  const start = addYears(lastDate(series), -years);
  if ((series.dates[0] as string) > start) return null;
  const startClose = closeOnOrBefore(series, start);
  return startClose === null ? null : lastClose(series) / startClose - 1;
}

/** Rolling performances 1, 3 and 5 years (spec §9's outperformance gauges use the same periods). */
export interface RollingPerformances {
  oneYear: number | null;
  threeYears: number | null;
  fiveYears: number | null;
}

export function rollingPerformances(series: DailySeries): RollingPerformances {
  return {
    oneYear: performanceOverYears(series, 1),
    threeYears: performanceOverYears(series, 3),
    fiveYears: performanceOverYears(series, 5),
  };
}

/**
 * The series from `from` onwards (its first date on or after `from`) rebased to 100 on that first point.
 * Empty when the series ends before `from`.
 */
export function rebasedFrom(series: DailySeries, from: string, base = 100): DailySeries {
  let first = indexOnOrBefore(series, from);
  if (first < 0 || series.dates[first] !== from) first++;
  if (first >= series.dates.length) return { dates: [], closes: [] };
  const start = series.closes[first] as number;
  return { dates: series.dates.slice(first), closes: series.closes.slice(first).map((close) => (close / start) * base) };
}

/** A daily series as chart points `[timestampMs, value]`. */
export function historyPoints(series: DailySeries): [number, number][] {
  return series.dates.map((date, index) => [dateToTimestampMs(date), series.closes[index] as number]);
}

/**
 * The series from `from` onwards rebased to 100 on its first point (spec §9 "performance history based at
 * 100"), as `[timestampMs, value]` points. Empty when the series ends before `from`.
 */
export function base100History(series: DailySeries, from: string): [number, number][] {
  return historyPoints(rebasedFrom(series, from));
}

/**
 * Calendar-year performances for the complete years from `fromYear`: close of the year's last trading day ÷
 * close of the previous year's last trading day − 1. The year in progress (the series' last year, unless it
 * ends on 31 December) is left out, as is a year whose start the series does not cover.
 */
export function calendarYearPerformances(series: DailySeries, fromYear: number): { year: number; performance: number }[] {
  const end = lastDate(series);
  const lastCompleteYear = end.endsWith('-12-31') ? Number(end.slice(0, 4)) : Number(end.slice(0, 4)) - 1;
  const years: { year: number; performance: number }[] = [];
  for (let year = fromYear; year <= lastCompleteYear; year++) {
    const open = closeOnOrBefore(series, `${year - 1}-12-31`);
    const close = closeOnOrBefore(series, `${year}-12-31`);
    // A year that opens at zero (a contract whose base-100 history was emptied) has no return.
    if (open === null || close === null || !(open > 0)) continue;
    years.push({ year, performance: close / open - 1 });
  }
  return years;
}

/** Beyond this many daily points, a history drawn in a chart is sent week by week (`chartPoints`). */
export const CHART_DAILY_POINTS_MAX = 750;

/**
 * The points a chart draws of a `[timestampMs, value]` history: all of them up to `CHART_DAILY_POINTS_MAX`
 * (about two years of days), else the last point of each week (Monday to Sunday) with the very first point kept,
 * so a nine-year history is about 470 points instead of 3,300. A screen cannot show more points than it has
 * pixels, and the figures shown beside it are computed on the daily values, not on these.
 */
export function chartPoints(points: readonly [number, number][]): [number, number][] {
  if (points.length <= CHART_DAILY_POINTS_MAX) return [...points];
  const week = (timestamp: number) => Math.floor((timestamp / 86_400_000 + 3) / 7); // 1970-01-01 was a Thursday.
  const kept: [number, number][] = [points[0] as [number, number]];
  for (let index = 1; index < points.length; index++) {
    const point = points[index] as [number, number];
    const next = points[index + 1];
    if (next === undefined || week(next[0]) !== week(point[0])) kept.push(point);
  }
  return kept;
}
