import type { RecommendedRisk, RiskProfileLevel, RiskRatioRange, Srri } from '@patrimo/shared';
import { logReturns, srriFromVolatility, SRRI_YEARS, WEEKS_PER_YEAR } from '../market/analytics';

export { logReturns };
import { addDays, addYears, closeOnOrBefore, epochDay, isoDateOfEpochDay, lastDate, type DailySeries } from '../market/series';
import { mergeComponents } from './performance';
import { PROFILE_VOLATILITY_BANDS, rangeAgainstProfile, riskLevelOfVolatility } from './profiles';
import { mean, normalCdf, normalQuantile, sampleStandardDeviation } from './stats';

/**
 * Risk of a fund or a contract (ENGINES.md "Risk"): weekly volatility over 5 years and the SRRI, maximum
 * drawdown, one-year value at risk and expected shortfall, and where a contract stands against its
 * recommended profile. Pure functions on daily series.
 */

/** Confidence of the value at risk and expected shortfall (ENGINES.md: 95 %). */
export const VAR_CONFIDENCE = 0.95;

/** Weekly closes sampled every 7 days backwards from the last date, and whether they span the full window. */
export interface WeeklySample {
  /** Closes, oldest first. */
  closes: number[];
  /** True when the series reaches back the whole window; false when it is younger (ENGINES.md: flag it). */
  complete: boolean;
}

/**
 * Closes every 7 days counted back from `end` (the close of that day or of the last trading day before it),
 * over `years` years, or over what exists when the series is younger.
 */
export function weeklySample(series: DailySeries, years: number = SRRI_YEARS, end: string = lastDate(series)): WeeklySample {
  const start = addYears(end, -years);
  const first = series.dates[0] as string;
  const closes: number[] = [];
  for (let date = end; date >= start && date >= first; date = addDays(date, -7)) {
    const close = closeOnOrBefore(series, date);
    if (close === null) break;
    closes.push(close);
  }
  closes.reverse();
  return { closes, complete: first <= start };
}

/** A volatility figure and what it rests on. */
export interface VolatilityFigure {
  /** Annualised: standard deviation of weekly log returns × √52. */
  volatility: number;
  srri: Srri;
  /** Number of weekly returns behind it (260 over a full 5 years). */
  weeks: number;
  /** False when the history is shorter than 5 years: shown with a warning. */
  complete: boolean;
}

/** Fewest weekly returns a volatility is computed from (a quarter of a year): below it, nothing is shown. */
export const MIN_WEEKS = 13;

/**
 * Annualised volatility of weekly log returns over the last 5 years (ENGINES.md), with its SRRI class
 * (CESR/10-673 bounds). A younger series uses what exists and says so; under 13 weeks, null.
 */
export function volatilityOf(series: DailySeries, years: number = SRRI_YEARS): VolatilityFigure | null {
  if (series.dates.length === 0) return null;
  return volatilityOfSample(weeklySample(series, years));
}

/** One holding of a contract as the risk engine sees it: its current weight and its price series (null: cash). */
export interface RiskComponent {
  weight: number;
  series: DailySeries | null;
}

/** The dates every 7 days back from `end` over `years` years, oldest first. */
export function samplingDates(end: string, years: number): string[] {
  const start = epochDay(addYears(end, -years));
  const dates: string[] = [];
  for (let day = epochDay(end); day >= start; day -= 7) dates.push(isoDateOfEpochDay(day));
  return dates.reverse();
}

/**
 * The weekly closes of the contract's current allocation (ENGINES.md: « a contract's SRRI from the weekly
 * returns of its current allocation »): each week, the weighted sum of its holdings' weekly simple returns
 * (the allocation rebalanced to today's weights every week), compounded into a price from 100. Holdings
 * whose series does not cover a week are left out of it and the others' weights scaled up to 1; cash
 * returns 0. The weeks end on the earliest last date of the holdings' series.
 */
export function allocationWeeklyCloses(components: readonly RiskComponent[], years: number = SRRI_YEARS, end?: string): WeeklySample {
  const used = mergeComponents(components);
  const priced = used.filter((component): component is { weight: number; series: DailySeries } => component.series !== null);
  if (priced.length === 0) return { closes: [], complete: false };
  const last = end ?? priced.map((component) => lastDate(component.series)).reduce((a, b) => (a < b ? a : b));
  const dates = samplingDates(last, years);
  // Each component's close on each sampling date (NaN before its series starts).
  const sampled = used.map((component) => dates.map((date) => (component.series === null ? 1 : (closeOnOrBefore(component.series, date) ?? Number.NaN))));
  // The first sampling date on which at least one priced holding has a close.
  const pricedRows = sampled.filter((_, c) => (used[c] as RiskComponent).series !== null);
  let firstWeek = 0;
  while (firstWeek < dates.length && pricedRows.every((closes) => Number.isNaN(closes[firstWeek] as number))) firstWeek++;
  const closes = [100];
  for (let week = firstWeek + 1; week < dates.length; week++) {
    let weighted = 0;
    let weights = 0;
    for (let c = 0; c < used.length; c++) {
      const before = (sampled[c] as number[])[week - 1] as number;
      if (Number.isNaN(before)) continue;
      const weight = (used[c] as RiskComponent).weight;
      weighted += weight * (((sampled[c] as number[])[week] as number) / before - 1);
      weights += weight;
    }
    closes.push((closes[closes.length - 1] as number) * (1 + (weights > 0 ? weighted / weights : 0)));
  }
  const complete = priced.every((component) => (component.series.dates[0] as string) <= (dates[0] as string));
  return { closes, complete };
}

/** Volatility and SRRI of a weekly sample; null under 13 weekly returns. */
export function volatilityOfSample(sample: WeeklySample): VolatilityFigure | null {
  const returns = logReturns(sample.closes);
  if (returns.length < MIN_WEEKS) return null;
  const volatility = (sampleStandardDeviation(returns) as number) * Math.sqrt(WEEKS_PER_YEAR);
  return { volatility, srri: srriFromVolatility(volatility), weeks: returns.length, complete: sample.complete };
}

/** Volatility and SRRI of a contract's current allocation. */
export function allocationVolatility(components: readonly RiskComponent[], years: number = SRRI_YEARS): VolatilityFigure | null {
  return volatilityOfSample(allocationWeeklyCloses(components, years));
}

/** The largest fall from a peak, over a series (the displayed period of a base-100 history). */
export interface Drawdown {
  /** The fall as a negative ratio (−0.25 = −25 %); 0 when the series never fell. */
  maxDrawdown: number;
  peakDate: string | null;
  troughDate: string | null;
  /** First date the series climbed back to its peak; null when it has not yet. */
  recoveryDate: string | null;
}

/** Maximum drawdown: the worst `close / running peak − 1`, with the dates of that peak and trough. */
export function maxDrawdown(series: DailySeries): Drawdown {
  let peak = -Infinity;
  let peakIndex = -1;
  let worst = 0;
  let worstPeak = -1;
  let worstTrough = -1;
  for (let index = 0; index < series.closes.length; index++) {
    const close = series.closes[index] as number;
    if (close > peak) {
      peak = close;
      peakIndex = index;
    } else if (peak > 0) {
      const fall = close / peak - 1;
      if (fall < worst) {
        worst = fall;
        worstPeak = peakIndex;
        worstTrough = index;
      }
    }
  }
  if (worstTrough < 0) return { maxDrawdown: 0, peakDate: null, troughDate: null, recoveryDate: null };
  const peakClose = series.closes[worstPeak] as number;
  let recoveryDate: string | null = null;
  for (let index = worstTrough + 1; index < series.closes.length; index++) {
    if ((series.closes[index] as number) >= peakClose) {
      recoveryDate = series.dates[index] as string;
      break;
    }
  }
  return { maxDrawdown: worst, peakDate: series.dates[worstPeak] as string, troughDate: series.dates[worstTrough] as string, recoveryDate };
}

/** One-year losses at 95 %, as positive ratios of the invested amount (0.12 = one may lose 12 %). */
export interface TailRisk {
  /** Parametric: log returns taken as normal with the weekly mean and volatility scaled to a year. */
  parametricVar: number;
  parametricExpectedShortfall: number;
  /** Historical: from the overlapping one-year returns of the series; null under 3 years of history. */
  historicalVar: number | null;
  historicalExpectedShortfall: number | null;
}

/**
 * Parametric one-year value at risk and expected shortfall from weekly log returns (ENGINES.md `μ − 1.645σ`):
 * the yearly log return is normal with mean μ = 52 × weekly mean and deviation σ = √52 × weekly deviation;
 * its 5 % quantile is `μ − z σ` (z = 1.645), a loss of `1 − e^(μ − zσ)`. The expected shortfall is the
 * exact mean loss beyond that quantile for this lognormal outcome: `1 − e^(μ + σ²/2) Φ(−z − σ) / 5 %`.
 */
export function parametricTailRisk(weeklyLogReturns: readonly number[], confidence = VAR_CONFIDENCE): { valueAtRisk: number; expectedShortfall: number } | null {
  const deviation = sampleStandardDeviation(weeklyLogReturns);
  if (deviation === null) return null;
  const mu = mean(weeklyLogReturns) * WEEKS_PER_YEAR;
  const sigma = deviation * Math.sqrt(WEEKS_PER_YEAR);
  const z = normalQuantile(confidence);
  const tail = 1 - confidence;
  return {
    valueAtRisk: 1 - Math.exp(mu - z * sigma),
    expectedShortfall: 1 - (Math.exp(mu + (sigma * sigma) / 2) * normalCdf(-z - sigma)) / tail,
  };
}

/** Fewest one-year windows a historical figure rests on: 2 years of weekly windows (104). */
export const MIN_HISTORICAL_WINDOWS = 104;

/**
 * Historical one-year value at risk and expected shortfall: every one-year return of the weekly closes
 * (overlapping windows of 52 weeks), the 5 % quantile (linear interpolation between order statistics, the
 * usual « type 7 ») as the VaR, the mean of the returns at or below it as the shortfall. Null with fewer than
 * 104 windows: a tail drawn from less would be noise.
 */
export function historicalTailRisk(weeklyCloses: readonly number[], confidence = VAR_CONFIDENCE): { valueAtRisk: number; expectedShortfall: number } | null {
  const windows = weeklyCloses.length - WEEKS_PER_YEAR;
  if (windows < MIN_HISTORICAL_WINDOWS) return null;
  const yearly = new Float64Array(windows);
  for (let index = 0; index < windows; index++) yearly[index] = (weeklyCloses[index + WEEKS_PER_YEAR] as number) / (weeklyCloses[index] as number) - 1;
  yearly.sort();
  const position = (1 - confidence) * (windows - 1);
  const below = Math.floor(position);
  const quantile = (yearly[below] as number) + (position - below) * ((yearly[Math.min(below + 1, windows - 1)] as number) - (yearly[below] as number));
  let sum = 0;
  let count = 0;
  for (let index = 0; index < windows && (yearly[index] as number) <= quantile; index++) {
    sum += yearly[index] as number;
    count++;
  }
  return { valueAtRisk: -quantile, expectedShortfall: -(sum / count) };
}

/**
 * Sharpe ratio: annualised return in excess of the risk-free rate, per unit of volatility. The risk-free rate
 * is the saver's own (*product choice*): the Livret A rate, what a French saver earns without any risk.
 */
export function sharpeRatio(annualisedReturn: number, riskFree: number, volatility: number): number | null {
  return volatility > 0 ? (annualisedReturn - riskFree) / volatility : null;
}

/**
 * Sharpe ratio of a displayed period, consistent in time (issue 12 defect 1): over more than a year, the
 * annualised return less the yearly risk-free rate per unit of yearly volatility ({@link sharpeRatio}); over a
 * year or less — where a return is never annualised — the period's own return less the risk-free rate earned
 * over the same days, `(1 + rf)^(days / 365) − 1`, per unit of the volatility over those days,
 * `σ √(days / 365)`. Subtracting a whole year's risk-free rate from a few weeks' return, as before, made every
 * short positive period look « low ». Both readings agree at one year. Null without days or volatility.
 */
export function periodSharpeRatio(period: { cumulative: number; days: number; annualised: number | null }, riskFree: number, volatility: number): number | null {
  if (period.annualised !== null) return sharpeRatio(period.annualised, riskFree, volatility);
  if (!(period.days > 0) || !(volatility > 0)) return null;
  const years = period.days / 365;
  return (period.cumulative - ((1 + riskFree) ** years - 1)) / (volatility * Math.sqrt(years));
}

/**
 * The usual range of each risk ratio shown on the risk step, for a recommended profile (*product choice*):
 *
 * | ratio | low below | high above | reasoning |
 * |---|---|---|---|
 * | volatility | band min | band max | the profile's band itself |
 * | var (1 year, 95 %) | 1.645 × band min | 1.645 × band max | the loss a portfolio at the band's edges risks with no expected gain |
 * | maxDrawdown (as a loss) | 1.5 × band min | 2.5 × band max | diversified portfolios' worst falls over 5 years are about 1.5 to 2.5 times their yearly volatility |
 * | sharpe | 0 | 1 | below 0 the risk was not paid; above 1 is rare over 5 years |
 */
export function ratioBounds(name: 'volatility' | 'var' | 'maxDrawdown' | 'sharpe', profile: RecommendedRisk): { low: number; high: number } {
  const band = PROFILE_VOLATILITY_BANDS[profile];
  const z = normalQuantile(VAR_CONFIDENCE);
  switch (name) {
    case 'volatility':
      return { low: band.min, high: band.max };
    case 'var':
      return { low: z * band.min, high: z * band.max };
    case 'maxDrawdown':
      return { low: 1.5 * band.min, high: 2.5 * band.max };
    case 'sharpe':
      return { low: 0, high: 1 };
  }
}

/** Where a ratio stands against the bounds of {@link ratioBounds} (the drawdown compared by its size). */
export function ratioRange(name: 'volatility' | 'var' | 'maxDrawdown' | 'sharpe', value: number, profile: RecommendedRisk): RiskRatioRange {
  const band = PROFILE_VOLATILITY_BANDS[profile];
  const z = normalQuantile(VAR_CONFIDENCE);
  const within = (low: number, high: number, measured = value): RiskRatioRange => (measured < low ? 'low' : measured > high ? 'high' : 'normal');
  switch (name) {
    case 'volatility':
      return rangeAgainstProfile(value, profile);
    case 'var':
      return within(z * band.min, z * band.max);
    case 'maxDrawdown':
      // Given as a negative ratio; its size is what compares.
      return within(1.5 * band.min, 2.5 * band.max, Math.abs(value));
    case 'sharpe':
      return within(0, 1);
  }
}

/** A contract's risk against its recommended profile. */
export interface ContractRiskVerdict {
  /** The level (0–5) the contract's own volatility corresponds to. */
  level: RiskProfileLevel;
  /** Low, normal or high against the band of the recommended profile. */
  range: RiskRatioRange;
}

/** Where a contract's allocation volatility places it, and how that compares with the saver's profile. */
export function contractRiskVerdict(volatility: number, profile: RecommendedRisk): ContractRiskVerdict {
  return { level: riskLevelOfVolatility(volatility), range: rangeAgainstProfile(volatility, profile) };
}
