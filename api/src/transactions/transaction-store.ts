import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  spendingCategorySchema,
  type History,
  type SpendingCategory,
  type Transaction,
  type TransactionMovements,
  type TransactionPage,
} from '@patrimo/shared';
import type { Database } from '../db/client';
import { portfolios, transactions } from '../db/schema';

/** Transactions per page of GET …/portfolios/{id}/transactions (spec §9 leaves it open). */
export const TRANSACTIONS_PAGE_SIZE = 50;

/** First month of the movements series: the product never shows data before 2017 (spec §9). */
export const MOVEMENTS_FIRST_DATE = '2017-01-01';

/** The spending categories in display order (spec §3 "Analysis vocabularies"). */
export const SPENDING_CATEGORIES: readonly SpendingCategory[] = spendingCategorySchema.options;

type Reader = Pick<Database, 'select'>;

/** Whether the portfolio exists and belongs to the user (another user's id reads as unknown). */
export async function ownsPortfolio(db: Reader, userId: string, portfolioId: string): Promise<boolean> {
  const rows = await db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Filters of a page of transactions (the contract's query, page apart). */
export interface TransactionFilter {
  category?: SpendingCategory | undefined;
  direction?: 'debit' | 'credit' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** `%`, `_` and `\` typed by the saver are letters, not LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filterConditions(portfolioId: string, filter: TransactionFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(transactions.portfolioId, portfolioId)];
  if (filter.category !== undefined) {
    // A movement left uncategorised (Powens gives none) or with a category outside the vocabulary is shown as
    // « other »: the filter must find it there too.
    const named = SPENDING_CATEGORIES.filter((category) => category !== 'other');
    conditions.push(
      filter.category === 'other'
        ? or(isNull(transactions.category), notInArray(transactions.category, [...named]))
        : eq(transactions.category, filter.category),
    );
  }
  if (filter.direction === 'debit') conditions.push(lt(transactions.amount, 0));
  if (filter.direction === 'credit') conditions.push(gt(transactions.amount, 0));
  if (filter.from !== undefined) conditions.push(gte(transactions.date, filter.from));
  if (filter.to !== undefined) conditions.push(lte(transactions.date, filter.to));
  // A q holding U+0000 never gets here: the request's edge refuses it (`nulProblems`).
  const words = filter.q;
  if (words !== undefined && words !== '') conditions.push(ilike(transactions.label, likePattern(words)));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

function categoryOf(value: string | null): SpendingCategory {
  const parsed = spendingCategorySchema.safeParse(value);
  return parsed.success ? parsed.data : 'other';
}

/**
 * One page (1-based, `TRANSACTIONS_PAGE_SIZE` items) of a contract's transactions matching the filter, newest
 * first (ties by label then id, so that pages never overlap). A page past the last is empty with the real
 * totals. The caller has checked the contract is the subject's.
 */
export async function loadTransactionPage(db: Reader, portfolioId: string, filter: TransactionFilter, page: number): Promise<TransactionPage> {
  const where = and(...filterConditions(portfolioId, filter));
  const [counted] = await db.select({ total: count() }).from(transactions).where(where);
  const totalCount = Number(counted?.total ?? 0);
  const totalPages = Math.ceil(totalCount / TRANSACTIONS_PAGE_SIZE);
  const rows =
    (page - 1) * TRANSACTIONS_PAGE_SIZE >= totalCount
      ? []
      : await db
          .select()
          .from(transactions)
          .where(where)
          .orderBy(desc(transactions.date), asc(transactions.label), asc(transactions.id))
          .limit(TRANSACTIONS_PAGE_SIZE)
          .offset((page - 1) * TRANSACTIONS_PAGE_SIZE);
  return {
    transactions: rows.map(
      (row): Transaction => ({
        id: row.id,
        portfolioId: row.portfolioId,
        date: row.date,
        label: row.label,
        amount: row.amount,
        category: categoryOf(row.category),
      }),
    ),
    meta: { page, totalPages, totalCount },
  };
}

/** `YYYY-MM` → the epoch milliseconds of that month's first day, UTC (the x of every chart). */
function monthStart(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  return Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1);
}

function nextMonth(month: string): string {
  const date = new Date(monthStart(month));
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 7);
}

/**
 * Money in and out of a contract per calendar month, both as positive amounts: every month from `from` (or
 * the first movement, never before 2017-01) to the current month, months without movement at 0. The sums are
 * made by the database in integer cents. No movement and no `from`: empty series.
 */
export async function loadMovements(db: Reader, portfolioId: string, from: string | undefined, today: string): Promise<TransactionMovements> {
  const start = from !== undefined && from > MOVEMENTS_FIRST_DATE ? from : MOVEMENTS_FIRST_DATE;
  const month = sql<string>`to_char(${transactions.date}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      credits: sql<number>`coalesce(sum(case when ${transactions.amount} > 0 then ${transactions.amount} * 100 else 0 end), 0)::bigint`.mapWith(Number),
      debits: sql<number>`coalesce(sum(case when ${transactions.amount} < 0 then -${transactions.amount} * 100 else 0 end), 0)::bigint`.mapWith(Number),
    })
    .from(transactions)
    .where(and(eq(transactions.portfolioId, portfolioId), gte(transactions.date, start), lte(transactions.date, today)))
    .groupBy(month)
    .orderBy(month);

  const firstMonth = from !== undefined ? start.slice(0, 7) : rows[0]?.month;
  const lastMonth = today.slice(0, 7);
  const credits: History = [];
  const debits: History = [];
  if (firstMonth === undefined || firstMonth > lastMonth) return { credits, debits };
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  for (let current = firstMonth; current <= lastMonth; current = nextMonth(current)) {
    const row = byMonth.get(current);
    const x = monthStart(current);
    credits.push([x, (row?.credits ?? 0) / 100]);
    debits.push([x, (row?.debits ?? 0) / 100]);
  }
  return { credits, debits };
}
