import type { History } from '@patrimo/shared';

/**
 * Pure shaping of the analysis figures for the charts and the sentences that explain them (kept apart from
 * the screens so the rules are tested on their own).
 */

/** Colours of the slices, in order (Mantine colour names, AA on both schemes in the product theme). */
export const SLICE_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6', 'yellow.7', 'red.6', 'gray.6'];

export interface Slice<K extends string = string> {
  key: K;
  amount: number;
  share: number;
  color: string;
}

/** Parts of a whole with their colours, largest first, empty parts dropped. */
export function slicesOf<K extends string>(parts: readonly { key: K; amount: number; share: number }[]): Slice<K>[] {
  return [...parts]
    .filter((part) => part.amount > 0)
    .sort((a, b) => b.amount - a.amount)
    .map((part, index) => ({ ...part, color: SLICE_COLORS[index % SLICE_COLORS.length] ?? 'gray.6' }));
}

/** The key of the slice that gathers what the top sectors leave out. */
export const OTHER_SECTORS = 'others';

/**
 * The top sectors (spec §9: 4) and the rest as one slice, shares of the euros with a known sector; the rest is
 * shown only when it holds something.
 */
export function sectorSlices<K extends string>(
  top: readonly { key: K; amount: number; share: number }[],
  others: { amount: number; share: number },
): Slice<K | typeof OTHER_SECTORS>[] {
  const slices: Slice<K | typeof OTHER_SECTORS>[] = slicesOf(top);
  if (others.amount > 0) slices.push({ key: OTHER_SECTORS, amount: others.amount, share: others.share, color: 'gray.6' });
  return slices;
}

/** Drops points so a long series draws quickly: the first and last kept, one point per bucket of time in between. */
export function downsample(series: History, maxPoints: number): History {
  if (series.length <= maxPoints || maxPoints < 3) return series;
  const first = series[0];
  const last = series[series.length - 1];
  if (first === undefined || last === undefined) return series;
  const span = last[0] - first[0];
  const buckets = maxPoints - 2;
  const kept: History = [first];
  let bucketOfLast = -1;
  for (let index = 1; index < series.length - 1; index++) {
    const point = series[index];
    if (point === undefined) continue;
    const bucket = Math.min(buckets - 1, Math.floor(((point[0] - first[0]) / span) * buckets));
    if (bucket !== bucketOfLast) {
      kept.push(point);
      bucketOfLast = bucket;
    }
  }
  kept.push(last);
  return kept;
}

export interface BaseHundredRow {
  date: number;
  contract: number | null;
  benchmark: number | null;
}

/**
 * The contract's base-100 history and the blend of its indices as chart rows, joined on their dates (a date
 * one series lacks reads null there), oldest first, at most `maxPoints` dates.
 */
export function baseHundredRows(contract: History, benchmark: History, maxPoints = 400): BaseHundredRow[] {
  const rows = new Map<number, BaseHundredRow>();
  for (const [date, value] of downsample(contract, maxPoints)) rows.set(date, { date, contract: value, benchmark: null });
  const contractDates = new Set(rows.keys());
  for (const [date, value] of benchmark) {
    const row = rows.get(date);
    if (row) row.benchmark = value;
    else if (contractDates.size === 0) rows.set(date, { date, contract: null, benchmark: value });
  }
  return [...rows.values()].sort((a, b) => a.date - b.date);
}

/** The last value of a series, or null. */
export function lastValue(series: History): number | null {
  return series[series.length - 1]?.[1] ?? null;
}

/** Why TWR and XIRR differ for this saver (ENGINES.md: say it in one sentence, with their own flows). */
export type ReturnGapReason =
  /** One of the two is missing: nothing to compare. */
  | 'incomparable'
  /** No deposit nor withdrawal over the period: the two measure the same money, only their periods differ. */
  | 'noFlows'
  /** Flows, but their timing barely moved the result (within a tenth of a point a year). */
  | 'close'
  /** The saver's money was more present when the contract did well: XIRR above TWR. */
  | 'timingHelped'
  /** The saver's money was more present when the contract did badly: XIRR below TWR. */
  | 'timingHurt';

/** Below this gap (a tenth of a point a year) the two rates read as equal. */
export const CLOSE_RETURNS = 0.001;

export interface ReturnComparison {
  reason: ReturnGapReason;
  /** The TWR put on XIRR's footing: annualised over more than a year, the period's return otherwise. */
  twr: number | null;
  /** XIRR on the TWR's footing: its yearly rate over more than a year, its period return otherwise. */
  xirr: number | null;
  /** True when both read as yearly rates. */
  yearly: boolean;
}

/**
 * Compares the time-weighted return (the contract's own performance, flows removed) with the money-weighted one
 * (XIRR, what the saver's euros earned given when they came in and went out), on the same footing: yearly rates
 * over more than a year, period returns otherwise (a short period is never annualised).
 */
export function compareReturns(
  timeWeighted: { cumulative: number; annualised: number | null } | null,
  moneyWeighted: { rate: number; cumulative: number } | null,
  flows: { deposits: { count: number }; withdrawals: { count: number } },
): ReturnComparison {
  if (timeWeighted === null || moneyWeighted === null) {
    return { reason: 'incomparable', twr: timeWeighted?.annualised ?? timeWeighted?.cumulative ?? null, xirr: moneyWeighted?.rate ?? null, yearly: false };
  }
  const yearly = timeWeighted.annualised !== null;
  const twr = timeWeighted.annualised ?? timeWeighted.cumulative;
  const xirr = yearly ? moneyWeighted.rate : moneyWeighted.cumulative;
  if (flows.deposits.count + flows.withdrawals.count === 0) return { reason: 'noFlows', twr, xirr, yearly };
  const gap = xirr - twr;
  if (Math.abs(gap) < CLOSE_RETURNS) return { reason: 'close', twr, xirr, yearly };
  return { reason: gap > 0 ? 'timingHelped' : 'timingHurt', twr, xirr, yearly };
}

/** Where a ratio stands in its range, as a position from 0 to 100 on a gauge spanning twice the normal band. */
export function rangePosition(value: number, low: number, high: number): number {
  if (!(high > low)) return 50;
  const span = high - low;
  const start = low - span / 2;
  return Math.max(0, Math.min(100, ((value - start) / (span * 2)) * 100));
}

export interface ProjectionRow {
  year: number;
  withFees: number;
  withoutFees: number;
}

/** The projection with and without fees as chart rows, and the cumulated fees it shows at each year. */
export function projectionRows(projection: readonly ProjectionRow[]): (ProjectionRow & { gap: number })[] {
  return [...projection].sort((a, b) => a.year - b.year).map((row) => ({ ...row, gap: Math.max(0, row.withoutFees - row.withFees) }));
}

/** The allocation gaps, largest first (in absolute value): where the contract is furthest from its target. */
export function gapsByDistance<T extends { gap: number }>(gaps: readonly T[]): T[] {
  return [...gaps].sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap));
}

/** The funds weighing most on the contract's risk: share × SRRI, largest first, the first `count`. */
export function riskContributors<T extends { share: number; srri: number | null }>(holdings: readonly T[], count = 3): (T & { weight: number })[] {
  const withSrri = holdings.filter((h): h is T & { srri: number } => h.srri !== null);
  const total = withSrri.reduce((sum, h) => sum + h.share * h.srri, 0);
  return withSrri
    .map((h) => ({ ...h, weight: total > 0 ? (h.share * h.srri) / total : 0 }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, count);
}
