import type { History } from '@patrimo/shared';

/** The windows the fund page offers, in years (spec §9). */
export type FundWindowYears = 1 | 3 | 5;

/** One row of the chart: the day and both curves rebased to 100 on the window's first common day. */
export interface FundChartRow {
  date: number;
  fund: number;
  index: number;
}

/**
 * The fund and its index over the last `years` years, both rebased to 100 on the first day of the window
 * (spec §9: performance based at 100). The histories come based at 100 on a longer window; rebasing divides
 * each curve by its value on the window's first day, which leaves every return over the window unchanged.
 * Rows keep only the days both curves have; empty when the window starts after the histories end.
 */
export function windowRows(fund: History, index: History, years: FundWindowYears): FundChartRow[] {
  const last = fund[fund.length - 1]?.[0];
  if (last === undefined) return [];
  const end = new Date(last);
  const start = Date.UTC(end.getUTCFullYear() - years, end.getUTCMonth(), end.getUTCDate());
  const indexByDay = new Map(index.map(([day, value]) => [day, value]));
  const rows = fund.filter(([day]) => day >= start && indexByDay.has(day)).map(([day, value]) => ({ date: day, fund: value, index: indexByDay.get(day) as number }));
  const first = rows[0];
  if (!first) return [];
  return rows.map((row) => ({ date: row.date, fund: (row.fund / first.fund) * 100, index: (row.index / first.index) * 100 }));
}

/** At most `limit` rows, evenly spread, always keeping the first and the last (a 5-year chart needs no 1 300 points). */
export function thinRows<T>(rows: readonly T[], limit = 260): T[] {
  if (rows.length <= limit) return [...rows];
  const step = (rows.length - 1) / (limit - 1);
  return Array.from({ length: limit }, (_, position) => rows[Math.round(position * step)] as T);
}
