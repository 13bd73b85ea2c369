import { and, asc, desc, eq, gte, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { CashValues, History } from '@patrimo/shared';
import type { Database } from '../db/client';
import { portfolios, portfolioValues } from '../db/schema';
import { toCents } from '../lib/cents';
import { HISTORY_START } from '../portfolios/portfolio-store';
import { dateToTimestampMs } from '../market/series';

type Reader = Pick<Database, 'select'>;

/** The later of `from` and 2017-01-01: no series is shown before it (spec §9 "Date range minimum"). */
export function seriesStart(from: string | undefined): string {
  return from !== undefined && from > HISTORY_START ? from : HISTORY_START;
}

/**
 * The summed daily value of the contracts matching `contracts` (a condition on `portfolios`), from `from`
 * (never before 2017-01-01).
 *
 * Contracts do not all start the same day, nor always have a value every day: each contract counts from its
 * first value, then with its last known value until the next one (carried forward), and after its last one.
 * `numeric` arithmetic keeps every total exact to the cent. Two queries whatever the number of contracts:
 * - each contract's first and last day and last value, read through the (portfolio, date) index;
 * - the values summed and counted by day (GROUP BY date, from the first day shown only).
 * When every contract has a value each day of its span (counted values = contracts alive that day: what
 * synchronisations store), the total of a day is its sum plus the last values of the contracts already
 * ended. Otherwise (a contract valued on business days only) the carried-forward series is computed in SQL
 * from each value's change since the contract's previous one — exact in every case, but a window over every
 * row, several times slower.
 *
 * `simulatedFrom` is the earliest first simulated day among the contracts: from that day on, at least part of
 * the total is simulated.
 */
export async function wealthCashValues(db: Reader, contracts: SQL, from: string | undefined): Promise<CashValues> {
  const start = seriesStart(from);
  const first = db.select({ first: min(portfolioValues.date).as('first') }).from(portfolioValues).where(eq(portfolioValues.portfolioId, portfolios.id)).as('first_value');
  const last = db
    .select({ date: sql<string>`${portfolioValues.date}`.as('last_date'), value: sql<string>`${portfolioValues.value}`.as('last_value') })
    .from(portfolioValues)
    .where(eq(portfolioValues.portfolioId, portfolios.id))
    .orderBy(desc(portfolioValues.date))
    .limit(1)
    .as('last_value');
  const selected = db.select({ id: portfolios.id }).from(portfolios).where(contracts);
  const [spans, days] = await Promise.all([
    db
      .select({ simulatedFrom: portfolios.simulatedFrom, first: first.first, lastDate: last.date, lastValue: last.value })
      .from(portfolios)
      .innerJoinLateral(first, sql`true`)
      .leftJoinLateral(last, sql`true`)
      .where(contracts),
    db
      .select({ date: portfolioValues.date, total: sql<string>`sum(${portfolioValues.value})`, values: sql<number>`count(*)`.mapWith(Number) })
      .from(portfolioValues)
      .where(and(inArray(portfolioValues.portfolioId, selected), gte(portfolioValues.date, start)))
      .groupBy(portfolioValues.date)
      .orderBy(asc(portfolioValues.date)),
  ]);
  const simulatedFrom = spans.reduce<string | null>((earliest, span) => (span.simulatedFrom !== null && (earliest === null || span.simulatedFrom < earliest) ? span.simulatedFrom : earliest), null);
  const valued = spans.flatMap((span) => (span.first !== null && span.lastDate !== null && span.lastValue !== null ? [{ first: span.first, last: span.lastDate, lastCents: toCents(Number(span.lastValue)) }] : []));

  const series: History = [];
  for (const day of days) {
    let alive = 0;
    let ended = 0;
    for (const span of valued) {
      if (span.first <= day.date && day.date <= span.last) alive += 1;
      else if (span.last < day.date) ended += span.lastCents;
    }
    // A contract missing a day inside its span: carry forward the slow, general way.
    if (day.values !== alive) return { series: await carriedForwardSeries(db, contracts, start), simulatedFrom };
    series.push([dateToTimestampMs(day.date), (toCents(Number(day.total)) + ended) / 100]);
  }
  return { series, simulatedFrom };
}

/**
 * The carried-forward total in one SQL query over every value: each value becomes its change since the
 * contract's previous value (`lag`), the changes are summed by day and accumulated over the days. A contract's
 * values before `start` still feed the running total, so the first day shown carries them.
 */
async function carriedForwardSeries(db: Reader, contracts: SQL, start: string): Promise<History> {
  const selected = db.select({ id: portfolios.id }).from(portfolios).where(contracts);
  const changes = db
    .select({
      date: portfolioValues.date,
      change: sql<string>`${portfolioValues.value} - coalesce(lag(${portfolioValues.value}) over (partition by ${portfolioValues.portfolioId} order by ${portfolioValues.date}), 0)`.as('change'),
    })
    .from(portfolioValues)
    .where(inArray(portfolioValues.portfolioId, selected))
    .as('changes');
  const daily = db
    .select({ date: changes.date, total: sql<string>`sum(sum(${changes.change})) over (order by ${changes.date})`.as('total') })
    .from(changes)
    .groupBy(changes.date)
    .as('daily');
  const rows = await db
    .select({ date: daily.date, total: sql<string>`${daily.total}` })
    .from(daily)
    .where(gte(daily.date, start))
    .orderBy(asc(daily.date));
  return rows.map((row) => [dateToTimestampMs(row.date), toCents(Number(row.total)) / 100]);
}

/** One contract's daily values from `from` (never before 2017-01-01), and where its simulated part starts. */
export async function portfolioCashValues(
  db: Reader,
  portfolio: { id: string; simulatedFrom: string | null },
  from: string | undefined,
): Promise<CashValues> {
  const rows = await db
    .select({ date: portfolioValues.date, value: portfolioValues.value })
    .from(portfolioValues)
    .where(and(eq(portfolioValues.portfolioId, portfolio.id), gte(portfolioValues.date, seriesStart(from))))
    .orderBy(asc(portfolioValues.date));
  return { series: rows.map((row) => [dateToTimestampMs(row.date), row.value]), simulatedFrom: portfolio.simulatedFrom };
}
