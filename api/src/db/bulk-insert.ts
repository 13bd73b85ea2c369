import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { portfolioValues, transactions } from './schema';

/**
 * The product's large multi-row writes, each as one statement with one array parameter per column
 * (`INSERT … SELECT … FROM unnest($1::date[], $2::numeric[])`).
 *
 * Drizzle's `insert(…).values(rows)` makes one parameter per cell and checks each against its column on the way
 * (`is(…)` up the class chain, `prepareTyping`): profiled on the API suites, building the statements of the
 * synchronisations' daily values and transactions took 56 CPU-s of a 725 CPU-s run, more than the database spent
 * storing them. With arrays the statement is the same whatever the number of rows, and both engines read the
 * arrays' text form (node-postgres and PGlite serialise a JavaScript array as a PostgreSQL array literal).
 */

/** What can write: the database or a transaction's handle. */
type Writer = Pick<Database, 'execute'>;

/** A day's value of a portfolio: `YYYY-MM-DD`, euros. */
export type DailyValue = readonly [date: string, value: number];

/** `INSERT … SELECT` of a portfolio's daily values, one array per column; the caller adds what a conflict does. */
function dailyValuesInsert(portfolioId: string, rows: readonly DailyValue[]): SQL {
  const dates = rows.map(([date]) => date);
  const values = rows.map(([, value]) => value);
  return sql`
    INSERT INTO ${portfolioValues} (portfolio_id, date, value)
    SELECT ${portfolioId}::uuid, day, amount FROM unnest(${sql.param(dates)}::date[], ${sql.param(values)}::numeric[]) AS given(day, amount)`;
}

/** Adds daily values to a portfolio that has none of these days (a fresh history). */
export async function insertDailyValues(db: Writer, portfolioId: string, rows: readonly DailyValue[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(dailyValuesInsert(portfolioId, rows));
}

/**
 * Writes daily values of a portfolio, replacing a day's value only where it differs: a second synchronisation of
 * an unchanged history rewrites no row.
 */
export async function upsertDailyValues(db: Writer, portfolioId: string, rows: readonly DailyValue[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`${dailyValuesInsert(portfolioId, rows)}
    ON CONFLICT (portfolio_id, date) DO UPDATE SET value = excluded.value
    WHERE portfolio_values.value IS DISTINCT FROM excluded.value`);
}

/** A movement of an account as the aggregator gives it; its `externalId` is the aggregator's own. */
export interface TransactionRow {
  externalId: string;
  date: string;
  amount: number;
  label: string;
  category: string | null;
}

/** Adds an account's movements; one already stored (same aggregator id) is left as it is. */
export async function insertTransactions(db: Writer, portfolioId: string, rows: readonly TransactionRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.externalId);
  const dates = rows.map((row) => row.date);
  const amounts = rows.map((row) => row.amount);
  const labels = rows.map((row) => row.label);
  const categories = rows.map((row) => row.category);
  await db.execute(sql`
    INSERT INTO ${transactions} (portfolio_id, external_id, date, amount, label, category)
    SELECT ${portfolioId}::uuid, external_id, day, amount, label, category
    FROM unnest(${sql.param(ids)}::text[], ${sql.param(dates)}::date[], ${sql.param(amounts)}::numeric[], ${sql.param(labels)}::text[], ${sql.param(categories)}::text[])
      AS given(external_id, day, amount, label, category)
    ON CONFLICT (portfolio_id, external_id) DO NOTHING`);
}
