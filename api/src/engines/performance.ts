import { BENCHMARK_PENALTY } from '@patrimo/shared';
import { calendarYearPerformances } from '../market/analytics';
import { addYears, closeOnOrBefore, epochDay, indexOnOrBefore, isoDateOfEpochDay, lastDate, type DailySeries } from '../market/series';

/**
 * Performance of a contract and of its funds (ENGINES.md "Performance", spec §9). Pure functions: the
 * inputs are a contract's daily values and its external flows, or a fund's and its index's daily closes.
 *
 * Conventions, stated once:
 * - A flow is external money: a deposit is positive, a withdrawal negative, seen from the contract.
 * - A flow is counted at the end of its day: the value of that day already contains it, so the day's
 *   return is `(V_t − F_t) / V_{t−1} − 1`. A flow dated on a day without a valuation (a weekend) is
 *   counted on the next valuation day, the first value that can contain it.
 * - Before the first day with a positive value there is nothing to measure: the history starts there.
 */

/** Days in a year for annualisation and XIRR (the spreadsheet XIRR convention, actual/365). */
export const DAYS_PER_YEAR = 365;

/** A contract's external flow of one day (deposit > 0, withdrawal < 0), in euros. */
export interface CashFlow {
  date: string;
  amount: number;
}

/** Daily time-weighted returns, `returns[i]` being the return of `dates[i]` (the first date has none). */
export interface DailyReturns {
  dates: readonly string[];
  /** `returns[0]` is 0: the first day is the base. */
  returns: readonly number[];
}

/**
 * Net external flow of each valuation date: flows are summed per day and a flow dated between two valuation
 * dates goes to the next one. Flows on or before the first date are in the first value already; flows after
 * the last date are not measured yet.
 */
export function flowsByValuationDate(dates: readonly string[], flows: readonly CashFlow[]): Float64Array {
  const perDate = new Float64Array(dates.length);
  if (dates.length === 0) return perDate;
  const first = dates[0] as string;
  for (const flow of flows) {
    if (flow.date <= first || !Number.isFinite(flow.amount)) continue;
    // The first valuation date on or after the flow's date.
    const before = indexOnOrBefore({ dates, closes: [] }, flow.date);
    const index = dates[before] === flow.date ? before : before + 1;
    if (index < dates.length) perDate[index] = (perDate[index] as number) + flow.amount;
  }
  return perDate;
}

/**
 * Daily time-weighted returns of a contract (`r_t = (V_t − F_t) / V_{t−1} − 1`). The series starts on the
 * first day with a positive value. A day that follows a zero value (everything withdrawn, then money put back)
 * has no return (0): no capital was at risk. A return below −100 % (a flow larger than the value, a data
 * error at the institution) is floored at −100 %: the history can reach zero, never go negative.
 */
export function dailyReturns(values: DailySeries, flows: readonly CashFlow[]): DailyReturns {
  let start = 0;
  while (start < values.closes.length && !((values.closes[start] as number) > 0)) start++;
  const dates = values.dates.slice(start);
  const closes = values.closes.slice(start);
  const netFlows = flowsByValuationDate(dates, flows);
  const returns = new Array<number>(dates.length);
  if (dates.length > 0) returns[0] = 0;
  for (let index = 1; index < dates.length; index++) {
    const previous = closes[index - 1] as number;
    const value = closes[index] as number;
    returns[index] = previous > 0 ? Math.max(-1, (value - (netFlows[index] as number)) / previous - 1) : 0;
  }
  return { dates, returns };
}

/**
 * The base-100 history (spec §9): `I_t = 100 × Π (1 + r_s)`, as a daily series whose first close is 100.
 * Empty when the contract never had a positive value.
 */
export function base100Index(values: DailySeries, flows: readonly CashFlow[], base = 100): DailySeries {
  const { dates, returns } = dailyReturns(values, flows);
  const closes = new Array<number>(dates.length);
  let level = base;
  for (let index = 0; index < dates.length; index++) {
    level *= 1 + (returns[index] as number);
    closes[index] = level;
  }
  return { dates, closes };
}

/** Calendar days from `from` to `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/**
 * Annualises a period return: `(1 + r)^(365 / days) − 1`, only for periods longer than a year. A shorter
 * period is never annualised (null): a 3 % gain in two months is not a 19 % year.
 */
export function annualise(periodReturn: number, days: number): number | null {
  if (!(days > DAYS_PER_YEAR) || !(periodReturn > -1)) return null;
  return (1 + periodReturn) ** (DAYS_PER_YEAR / days) - 1;
}

/** A time-weighted return over a period, with its annualised value when the period exceeds a year. */
export interface PeriodReturn {
  from: string;
  to: string;
  days: number;
  /** `Π (1 + r_t) − 1` over the period. */
  cumulative: number;
  /** Null for a period of a year or less. */
  annualised: number | null;
}

/**
 * Time-weighted return between two dates of a base-100 index (`I_to / I_from − 1`, each on or before its
 * date). The period starts no earlier than the index and ends no later. Null when the index does not cover
 * `to`, or when the period starts after the index's last date (issue 12 defect 4: such a period has no value
 * in it, and reading it as « 0 % over −185 days » was wrong).
 */
export function periodReturn(index: DailySeries, from: string, to: string): PeriodReturn | null {
  if (index.dates.length === 0 || from > lastDate(index)) return null;
  const start = (index.dates[0] as string) > from ? (index.dates[0] as string) : from;
  const startLevel = closeOnOrBefore(index, start);
  const endLevel = closeOnOrBefore(index, to);
  if (startLevel === null || endLevel === null || !(startLevel > 0) || to < start) return null;
  const end = to > lastDate(index) ? lastDate(index) : to;
  const days = daysBetween(start, end);
  const cumulative = endLevel / startLevel - 1;
  return { from: start, to: end, days, cumulative, annualised: annualise(cumulative, days) };
}

/**
 * Money-weighted return (XIRR): the yearly rate x with `Σ CF_k / (1 + x)^((d_k − d_0) / 365) = 0`, flows
 * seen from the saver (money put in is negative, money received positive). Newton's method from 10 %, and
 * when it does not converge to a root, a scan for a sign change followed by bisection. Null when the flows
 * have no root ("non calculable"): all of one sign, fewer than two, or no sign change on (−99.99 %, 10⁶ %).
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  const valid = flows.filter((flow) => Number.isFinite(flow.amount) && flow.amount !== 0);
  if (!valid.some((flow) => flow.amount > 0) || !valid.some((flow) => flow.amount < 0)) return null;
  const sorted = [...valid].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const first = (sorted[0] as CashFlow).date;
  const times = sorted.map((flow) => daysBetween(first, flow.date) / DAYS_PER_YEAR);
  const amounts = sorted.map((flow) => flow.amount);
  const scale = amounts.reduce((sum, amount) => Math.max(sum, Math.abs(amount)), 0);
  const npv = (rate: number): number => {
    let sum = 0;
    for (let k = 0; k < amounts.length; k++) sum += (amounts[k] as number) * (1 + rate) ** -(times[k] as number);
    return sum;
  };
  const tolerance = 1e-10 * scale;

  let rate = 0.1;
  for (let iteration = 0; iteration < 60; iteration++) {
    let value = 0;
    let derivative = 0;
    for (let k = 0; k < amounts.length; k++) {
      const t = times[k] as number;
      const discounted = (amounts[k] as number) * (1 + rate) ** -t;
      value += discounted;
      derivative -= (t * discounted) / (1 + rate);
    }
    if (Math.abs(value) <= tolerance) return rate;
    if (derivative === 0 || !Number.isFinite(derivative)) break;
    const next = rate - value / derivative;
    if (!(next > -1) || !Number.isFinite(next)) break;
    if (Math.abs(next - rate) < 1e-14) return Math.abs(npv(next)) <= tolerance * 1e3 ? next : null;
    rate = next;
  }

  // Bracketing: scan 1 + x on a geometric grid from 1e-4 to 1e4 for the sign change closest to 0 %.
  const grid: number[] = [];
  for (let step = -40; step <= 40; step++) grid.push(10 ** (step / 10) - 1);
  let bracket: [number, number] | null = null;
  let bestDistance = Infinity;
  for (let index = 1; index < grid.length; index++) {
    const low = grid[index - 1] as number;
    const high = grid[index] as number;
    if (Math.sign(npv(low)) !== Math.sign(npv(high))) {
      const distance = Math.min(Math.abs(low), Math.abs(high));
      if (distance < bestDistance) {
        bestDistance = distance;
        bracket = [low, high];
      }
    }
  }
  if (bracket === null) return null;
  let [low, high] = bracket;
  let lowValue = npv(low);
  for (let iteration = 0; iteration < 200 && high - low > 1e-15; iteration++) {
    const middle = (low + high) / 2;
    const value = npv(middle);
    if (value === 0) return middle;
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = middle;
      lowValue = value;
    } else {
      high = middle;
    }
  }
  return (low + high) / 2;
}

/** The money-weighted return of a contract over a period. */
export interface MoneyWeightedReturn {
  /** The yearly rate (XIRR is a yearly rate by construction). */
  rate: number;
  /** The same rate over the period's length, `(1 + rate)^(days / 365) − 1`: what a period under a year shows. */
  cumulative: number;
  days: number;
}

/**
 * The contract's money-weighted return between two dates: its value at the start as money put in, each
 * external flow of the period with the saver's sign (a deposit is money put in), the value at the end as
 * money received. Null when it is not computable (see `xirr`).
 */
export function moneyWeightedReturn(values: DailySeries, flows: readonly CashFlow[], from: string, to: string): MoneyWeightedReturn | null {
  const startIndex = Math.max(indexOnOrBefore(values, from), 0);
  const endIndex = indexOnOrBefore(values, to);
  if (endIndex <= startIndex) return null;
  const start = values.dates[startIndex] as string;
  const end = values.dates[endIndex] as string;
  const saverFlows: CashFlow[] = [{ date: start, amount: -(values.closes[startIndex] as number) }];
  for (const flow of flows) if (flow.date > start && flow.date <= end) saverFlows.push({ date: flow.date, amount: -flow.amount });
  saverFlows.push({ date: end, amount: values.closes[endIndex] as number });
  const rate = xirr(saverFlows);
  if (rate === null) return null;
  const days = daysBetween(start, end);
  return { rate, cumulative: (1 + rate) ** (days / DAYS_PER_YEAR) - 1, days };
}

/**
 * A daily series accruing a yearly rate every calendar day (`(1 + y)^(1 / days in year)`), from 100 on
 * `from` to `to`: the euro fund (its yearly credited yield) or a savings account as a benchmark component.
 */
export function accrualSeries(from: string, to: string, yearlyRate: (year: number) => number, base = 100): DailySeries {
  const dates: string[] = [];
  const closes: number[] = [];
  let level = base;
  let year = Number.NaN;
  let dailyFactor = 1;
  const last = epochDay(to);
  for (let day = epochDay(from); day <= last; day++) {
    const date = isoDateOfEpochDay(day);
    if (dates.length > 0) {
      const dateYear = Number(date.slice(0, 4));
      if (dateYear !== year) {
        year = dateYear;
        dailyFactor = (1 + yearlyRate(year)) ** (1 / daysBetween(`${year}-01-01`, `${year + 1}-01-01`));
      }
      level *= dailyFactor;
    }
    dates.push(date);
    closes.push(level);
  }
  return { dates, closes };
}

/**
 * One component of a benchmark blend: an index (or accrual series) and its weight in the contract. A null
 * series is cash: its weight counts, its return is 0.
 */
export interface BenchmarkComponent {
  weight: number;
  series: DailySeries | null;
}

/**
 * Components with the same series merged into one (funds of the same category share their index), so that
 * a contract of 40 funds over 15 indices walks 15 series, not 40.
 */
export function mergeComponents<T extends { weight: number; series: DailySeries | null }>(components: readonly T[]): { weight: number; series: DailySeries | null }[] {
  const merged = new Map<DailySeries | null, number>();
  for (const component of components) {
    if (!(component.weight > 0) || !Number.isFinite(component.weight)) continue;
    if (component.series !== null && component.series.dates.length === 0) continue;
    merged.set(component.series, (merged.get(component.series) ?? 0) + component.weight);
  }
  return [...merged].map(([series, weight]) => ({ weight, series }));
}

/**
 * The contract's benchmark (ENGINES.md): the blend of its funds' indices at the contract's current weights,
 * rebalanced to those weights every date of `dates` (constant mix), based at 100 on the first date. A
 * component whose index has not started on a date sits out that date's return and the others' weights are
 * scaled up to 1. Null when no component has a positive weight.
 */
export function blendedBenchmark(components: readonly BenchmarkComponent[], dates: readonly string[], base = 100): DailySeries | null {
  const used = mergeComponents(components);
  if (used.length === 0 || dates.length === 0) return null;
  const closes = new Array<number>(dates.length);
  closes[0] = base;
  // Cursor per component: the index of the last close on or before the current date.
  const cursors = used.map((component) => (component.series === null ? 0 : indexOnOrBefore(component.series, dates[0] as string)));
  let level = base;
  for (let day = 1; day < dates.length; day++) {
    const date = dates[day] as string;
    let weighted = 0;
    let weights = 0;
    for (let c = 0; c < used.length; c++) {
      const component = used[c] as BenchmarkComponent;
      const series = component.series;
      if (series === null) {
        weights += component.weight;
        continue;
      }
      const previous = cursors[c] as number;
      let cursor = previous;
      const seriesDates = series.dates;
      while (cursor + 1 < seriesDates.length && (seriesDates[cursor + 1] as string) <= date) cursor++;
      cursors[c] = cursor;
      if (previous < 0 || cursor < 0) continue;
      if (cursor !== previous) weighted += component.weight * ((series.closes[cursor] as number) / (series.closes[previous] as number) - 1);
      weights += component.weight;
    }
    if (weights > 0) level *= 1 + weighted / weights;
    closes[day] = level;
  }
  return { dates: [...dates], closes };
}

/**
 * Spec §9 « fund performance penalised 0.5 % against benchmark », given one meaning (*product choice*): a
 * fund is compared with its index after deducting 0.5 % a year from the fund's annualised return. An index
 * costs nothing to hold and a tracker of it costs a few tenths of a percent; a fund that beats its index
 * by less than that hurdle does not earn its place against a tracker, so it is not counted as beating it.
 * The same 0.5 % is deducted from each calendar-year return for « beats the index over 5 years ».
 */
export const FUND_BENCHMARK_HURDLE = BENCHMARK_PENALTY;

/**
 * Outperformance gauge over `years` (1, 3 or 5, spec §9): the fund's annualised return minus its index's
 * annualised return over the same window ending on the fund's last date, minus the 0.5 % hurdle. Over one
 * year the yearly return is the annualised one. Null when either series is younger than the window.
 */
export function outperformance(fund: DailySeries, benchmark: DailySeries, years: number, penalty = FUND_BENCHMARK_HURDLE): number | null {
  const end = lastDate(fund) < lastDate(benchmark) ? lastDate(fund) : lastDate(benchmark);
  const start = addYears(end, -years);
  // A window is measured only when both series cover its first day.
  if ((fund.dates[0] as string) > start || (benchmark.dates[0] as string) > start) return null;
  const cumulative = (series: DailySeries) => (closeOnOrBefore(series, end) as number) / (closeOnOrBefore(series, start) as number) - 1;
  const yearly = (total: number) => (1 + total) ** (1 / years) - 1;
  return yearly(cumulative(fund)) - yearly(cumulative(benchmark)) - penalty;
}

/**
 * Spec §9 « beats the index over 5 years »: the fund beat its index, after the 0.5 % hurdle, in every one of
 * the last 5 complete calendar years both series cover. Null when fewer than 5 such years exist.
 */
export function beatsIndexEveryYear(fund: DailySeries, benchmark: DailySeries, years = 5, penalty = FUND_BENCHMARK_HURDLE): boolean | null {
  const end = lastDate(fund) < lastDate(benchmark) ? lastDate(fund) : lastDate(benchmark);
  const lastComplete = end.endsWith('-12-31') ? Number(end.slice(0, 4)) : Number(end.slice(0, 4)) - 1;
  const firstYear = lastComplete - years + 1;
  const fundYears = new Map(calendarYearPerformances(fund, firstYear).map((item) => [item.year, item.performance]));
  const benchmarkYears = new Map(calendarYearPerformances(benchmark, firstYear).map((item) => [item.year, item.performance]));
  for (let year = firstYear; year <= lastComplete; year++) {
    const fundYear = fundYears.get(year);
    const benchmarkYear = benchmarkYears.get(year);
    // A year must be covered from its first day: the previous year-end close must exist in both series.
    if (fundYear === undefined || benchmarkYear === undefined || (fund.dates[0] as string) > `${year - 1}-12-31` || (benchmark.dates[0] as string) > `${year - 1}-12-31`) return null;
    if (!(fundYear - penalty > benchmarkYear)) return false;
  }
  return true;
}

/** A fund of a contract as the gauges see it. */
export interface GaugeFund {
  /** The fund's amount in the contract: the gauges weigh funds by it. */
  amount: number;
  series: DailySeries;
  benchmark: DailySeries;
}

/** One outperformance gauge: the share of the contract's measured funds that beat their index. */
export interface OutperformanceGauge {
  years: number;
  /** Share, weighted by amount, of the measured funds whose outperformance is positive; 0 when none is measured. */
  share: number;
  /** Share of the contract's fund amount that has a figure over this window. */
  measuredShare: number;
}

/** The 1, 3 and 5-year gauges of a contract (spec §9). */
export function outperformanceGauges(funds: readonly GaugeFund[], windows: readonly number[] = [1, 3, 5]): OutperformanceGauge[] {
  const total = funds.reduce((sum, fund) => sum + Math.max(fund.amount, 0), 0);
  return windows.map((years) => {
    let measured = 0;
    let beating = 0;
    for (const fund of funds) {
      if (!(fund.amount > 0)) continue;
      const excess = outperformance(fund.series, fund.benchmark, years);
      if (excess === null) continue;
      measured += fund.amount;
      if (excess > 0) beating += fund.amount;
    }
    return { years, share: measured > 0 ? beating / measured : 0, measuredShare: total > 0 ? measured / total : 0 };
  });
}

/** The contract's and its benchmark's calendar-year returns, years both cover from their first day. */
export function yearlyComparison(index: DailySeries, benchmark: DailySeries | null): { year: number; performance: number; benchmark: number | null }[] {
  if (index.dates.length === 0) return [];
  const firstYear = Number((index.dates[0] as string).slice(0, 4)) + 1;
  const benchmarkYears = new Map(benchmark === null ? [] : calendarYearPerformances(benchmark, firstYear).map((item) => [item.year, item.performance]));
  return calendarYearPerformances(index, firstYear).map(({ year, performance }) => ({ year, performance, benchmark: benchmarkYears.get(year) ?? null }));
}
