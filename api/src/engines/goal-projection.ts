import { addYears } from '../market/series';
import { normalQuantile } from './stats';

/**
 * Where a contract will stand at the horizon of the saver's savings goal (spec §3 "Savings goal"), and
 * whether the goal is on track. Pure functions; amounts in euros, rates as yearly ratios (0.04 = 4 %).
 *
 * ## The model (*product choice*)
 * The contract's value is taken to grow at a yearly rate whose logarithm is normal (the usual lognormal model
 * of an invested portfolio), with
 * - an expected yearly return `μ = r + λ·σ`: the risk-free rate `r` (the Livret A rate of the day, what any
 *   saver earns without risk) plus a premium proportional to the contract's volatility `σ`, at a Sharpe ratio
 *   `λ` = {@link ASSUMED_SHARPE_RATIO} (0.25). Past returns are a poor forecast of future ones over a
 *   contract's few years; volatility is stable and measurable, and a long-run reward of about a quarter of a
 *   unit of return per unit of risk is what diversified balanced portfolios earned over long periods. A
 *   regulated savings account grows at its own rate with no volatility; a bank account earns nothing.
 * - the contract's volatility `σ`: the 5-year weekly volatility of its own base-100 history (flows removed),
 *   computed by the caller with the risk engine.
 *
 * Over `T` years the compound yearly rate `g` then has the median `exp(m) − 1` with `m = ln(1 + μ) − σ²/2`,
 * and its 5 % quantile (the « pessimistic » band, {@link PESSIMISTIC_QUANTILE}) is `exp(m − 1.645·σ/√T) − 1`;
 * the 95 % quantile (« optimistic ») is symmetric. Each of the three rates is applied month by month to the
 * current value with the scheduled monthly deposit added and the monthly buyout taken out (a value that reaches
 * zero stays at zero: nothing more can be withdrawn). Applying a horizon quantile of the rate to the flows too
 * is an approximation (exact for a contract without flows); it errs on the prudent side for monthly deposits,
 * which are invested for less than `T` years and so spread less than the band shows.
 *
 * ## The rule (what the saver reads)
 * - **on track** (`on_track`): even the pessimistic projection reaches the goal (there is about a 95 % chance
 *   to reach it);
 * - **at risk** (`at_risk`): the median projection reaches the goal, the pessimistic one does not (better
 *   than even odds, not safe);
 * - **off track** (`off_track`): the median projection falls short (less than even odds).
 * A horizon already past compares today's value with the goal (on track when reached, off track otherwise).
 * The figures that decide it are returned with the verdict: the median and pessimistic values against the goal,
 * the gap, and the monthly deposit that would bring the median projection to the goal.
 */

/** Reward per unit of volatility assumed for the expected return (*product choice*, see above). */
export const ASSUMED_SHARPE_RATIO = 0.25;

/** The pessimistic band is the 5 % quantile of the horizon's compound rate; the optimistic one the 95 %. */
export const PESSIMISTIC_QUANTILE = 0.05;

export type GoalStatus = 'on_track' | 'at_risk' | 'off_track';

export interface GoalProjectionInput {
  /** Date of the contract's last value. */
  asOf: string;
  /** Current value, euros. */
  value: number;
  /** Opening date of the contract; the horizon counts from it (from `asOf` when unknown). */
  openingDate: string | null;
  /** Horizon of the goal in years, counted from the opening date. */
  horizonYears: number;
  amountGoal: number;
  monthlyDeposit: number;
  monthlyBuyout: number;
  /** Expected yearly (arithmetic) return. */
  expectedReturn: number;
  /** Yearly volatility of the contract (0 for a savings or bank account). */
  volatility: number;
}

export interface ProjectionPoint {
  date: string;
  median: number;
  pessimistic: number;
  optimistic: number;
}

export interface GoalProjection {
  targetDate: string;
  /** Whole months from `asOf` to the target date (0 when the horizon is past). */
  months: number;
  /** Compound yearly rates of the three scenarios. */
  medianRate: number;
  pessimisticRate: number;
  optimisticRate: number;
  median: number;
  pessimistic: number;
  optimistic: number;
  /** Median projection minus the goal: positive when the goal is exceeded. */
  gap: number;
  /** Monthly deposit that brings the median projection to the goal (0 when already reached); null when the horizon is past. */
  monthlyDepositNeeded: number | null;
  status: GoalStatus;
  /** One point at `asOf`, then one at each anniversary of `asOf`, and the target date. */
  points: ProjectionPoint[];
}

/** Expected yearly return of a risky contract: the risk-free rate plus the assumed reward for its volatility. */
export function expectedReturnOf(riskFree: number, volatility: number, sharpe = ASSUMED_SHARPE_RATIO): number {
  return riskFree + sharpe * volatility;
}

/** Whole months from `from` to `to` (ISO dates); negative when `to` is before `from`. */
export function wholeMonthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  if (months > 0 && td < fd) months -= 1;
  else if (months < 0 && td > fd) months += 1;
  return months;
}

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The compound yearly rates (median, pessimistic, optimistic) over `years` years. */
export function scenarioRates(expectedReturn: number, volatility: number, years: number): { median: number; pessimistic: number; optimistic: number } {
  if (!(expectedReturn > -1)) throw new RangeError(`goal projection: expected return must be above -100 %, got ${expectedReturn}`);
  if (!(volatility >= 0)) throw new RangeError(`goal projection: volatility must be positive, got ${volatility}`);
  const logMean = Math.log1p(expectedReturn) - (volatility * volatility) / 2;
  const spread = years > 0 ? (-normalQuantile(PESSIMISTIC_QUANTILE) * volatility) / Math.sqrt(years) : 0;
  return { median: Math.expm1(logMean), pessimistic: Math.expm1(logMean - spread), optimistic: Math.expm1(logMean + spread) };
}

/**
 * The value after `months` months at the compound yearly `rate`, a deposit added and a buyout taken out at the
 * end of each month; a value that reaches zero stays there. Returns the value at the end of each month (index 0:
 * today).
 */
export function projectPath(value: number, rate: number, months: number, monthlyDeposit: number, monthlyBuyout: number): number[] {
  const monthly = (1 + rate) ** (1 / 12) - 1;
  const path = [value];
  let current = value;
  for (let month = 0; month < months; month++) {
    current = Math.max(0, current * (1 + monthly) + monthlyDeposit - monthlyBuyout);
    path.push(current);
  }
  return path;
}

/**
 * The monthly deposit that brings `value` to `goal` in `months` months at `rate` with `monthlyBuyout` taken out
 * each month (closed form of the annuity, the zero floor ignored: with that deposit the value never empties
 * on the way up); 0 when the goal is already reached without deposits.
 */
export function depositNeeded(value: number, goal: number, rate: number, months: number, monthlyBuyout: number): number | null {
  if (months <= 0) return null;
  const monthly = (1 + rate) ** (1 / 12) - 1;
  const growth = (1 + monthly) ** months;
  const annuity = monthly === 0 ? months : (growth - 1) / monthly;
  const needed = (goal - value * growth) / annuity + monthlyBuyout;
  // Rounded up to the cent, so that the deposit named does reach the goal.
  return Math.max(0, Math.ceil(needed * 100 - 1e-6) / 100);
}

/** The verdict « on track / at risk / off track », by the rule of this module's comment. */
export function goalStatus(goal: number, median: number, pessimistic: number): GoalStatus {
  if (pessimistic >= goal) return 'on_track';
  if (median >= goal) return 'at_risk';
  return 'off_track';
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/** The projection of a contract to its goal's horizon, and the verdict. */
export function projectGoal(input: GoalProjectionInput): GoalProjection {
  if (!(input.value >= 0) || !(input.amountGoal >= 0) || !(input.monthlyDeposit >= 0) || !(input.monthlyBuyout >= 0)) {
    throw new RangeError('goal projection: amounts must be positive');
  }
  const targetDate = addYears(input.openingDate ?? input.asOf, input.horizonYears);
  const months = Math.max(0, wholeMonthsBetween(input.asOf, targetDate));
  const rates = scenarioRates(input.expectedReturn, input.volatility, months / 12);
  const paths = {
    median: projectPath(input.value, rates.median, months, input.monthlyDeposit, input.monthlyBuyout),
    pessimistic: projectPath(input.value, rates.pessimistic, months, input.monthlyDeposit, input.monthlyBuyout),
    optimistic: projectPath(input.value, rates.optimistic, months, input.monthlyDeposit, input.monthlyBuyout),
  };
  const at = (path: number[], month: number) => round(path[month] as number);
  const points: ProjectionPoint[] = [];
  for (let month = 0; month <= months; month += 12) {
    points.push({ date: addMonths(input.asOf, month), median: at(paths.median, month), pessimistic: at(paths.pessimistic, month), optimistic: at(paths.optimistic, month) });
  }
  if (months % 12 !== 0) points.push({ date: addMonths(input.asOf, months), median: at(paths.median, months), pessimistic: at(paths.pessimistic, months), optimistic: at(paths.optimistic, months) });
  const median = at(paths.median, months);
  const pessimistic = at(paths.pessimistic, months);
  const optimistic = at(paths.optimistic, months);
  return {
    targetDate,
    months,
    medianRate: rates.median,
    pessimisticRate: rates.pessimistic,
    optimisticRate: rates.optimistic,
    median,
    pessimistic,
    optimistic,
    gap: round(median - input.amountGoal),
    monthlyDepositNeeded: depositNeeded(input.value, input.amountGoal, rates.median, months, input.monthlyBuyout),
    status: goalStatus(input.amountGoal, median, pessimistic),
    points,
  };
}
