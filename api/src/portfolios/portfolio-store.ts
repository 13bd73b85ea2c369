import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  portfolioInfosSchema,
  type AnalysisProgress,
  riskSurveySchema,
  type ContractKind,
  type History,
  type KindDetail,
  type Loan,
  type LoanRealEstateLink,
  type LoanType,
  type Portfolio,
  type PortfolioInfos,
  type RecommendedRisk,
  type RiskSurvey,
} from '@patrimo/shared';
import type { Database } from '../db/client';
import { bankAccounts, loans, portfolios, portfolioValues, realEstateLoans } from '../db/schema';
import { toCents } from '../lib/cents';
import { dateToTimestampMs } from '../market/series';
import { progressByContract } from '../analysis/progress';
import { isAnalysable } from '../analysis/supported';

/**
 * Reading a saver's contracts (spec §3 "Contract / portfolio") and mapping the stored rows onto the contract's
 * `portfolioSchema`. Every loader is scoped by the owner's id: another user's portfolio id finds nothing,
 * which the routes answer 404 `not_found`.
 */

type Reader = Pick<Database, 'select' | 'selectDistinctOn'>;
export type PortfolioRow = typeof portfolios.$inferSelect;
export type LoanRow = typeof loans.$inferSelect;
/** A loan's terms with the properties it financed (`real_estate_loans`: amount and date of each link). */
export type LoanWithLinks = LoanRow & { realEstates?: readonly LoanRealEstateLink[] };

/** The first day any history is shown (issue 4: never before 2017-01-01 for display). */
export const HISTORY_START = '2017-01-01';

/** How many month-end points the lists carry in `history` (the full daily history is on the single contract). */
export const LIST_HISTORY_MONTHS = 12;

/** Which of the saver's contracts a list holds; the filters combine. */
export interface PortfolioFilter {
  /** Contracts of one bank connection. */
  accountId?: string;
  kinds?: readonly ContractKind[];
  ids?: readonly string[];
}


/** The settings as stored: any subset. Built once (zod compiles a schema's parser at its first use). */
const storedInfosSchema = portfolioInfosSchema.partial();

/** The settings as stored (any subset, written by PUT …/portfolio_infos), completed with nulls and no fees. */
export function mapInfos(stored: Record<string, unknown>): PortfolioInfos {
  const defaults: PortfolioInfos = {
    openingDate: null,
    projectKind: null,
    amountGoal: null,
    horizon: null,
    monthlyBuyout: null,
    monthlyDeposit: null,
    fees: [],
    contractId: null,
  };
  const parsed = storedInfosSchema.safeParse(stored);
  // A stored value the contract no longer accepts is dropped rather than breaking every read of the contract.
  if (!parsed.success) return defaults;
  const infos: PortfolioInfos = { ...defaults };
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value !== undefined) Object.assign(infos, { [key]: value });
  }
  return infos;
}

/**
 * The `loan` sub-object. The monthly insurance is charged on the borrowed amount (the sandbox and most French
 * mortgages do so), the yearly rate spread over twelve months; the loan is repaid once no capital is owed.
 */
export function mapLoan(row: LoanWithLinks): Loan {
  const monthlyInsurance = row.insuranceRate === null ? null : toCents((row.totalAmount * row.insuranceRate) / 12) / 100;
  return {
    id: row.portfolioId,
    kindDetail: row.kindDetail as LoanType,
    status: row.remainingCapital > 0 ? 'ongoing' : 'repaid',
    signatureDate: row.signatureDate,
    contractualEndDate: row.endDate,
    totalAmount: row.totalAmount,
    remainingAmount: row.remainingCapital,
    nominalRate: row.rate,
    monthlyInsurance,
    realEstates: (row.realEstates ?? []).map(({ realEstateId, amount, date }) => ({ realEstateId, amount, date })),
  };
}

/** One contract row, its connection's bank, its loan and its history → the contract's `Portfolio`. */
export function mapPortfolio(
  row: PortfolioRow,
  bank: { bankId: string; bankName: string } | undefined,
  loan: LoanWithLinks | undefined,
  history: History,
): Portfolio {
  const survey = row.riskSurvey ? riskSurveySchema.safeParse(row.riskSurvey) : undefined;
  return {
    id: row.id,
    accountId: row.accountId,
    bankId: bank?.bankId ?? null,
    bankName: bank?.bankName ?? null,
    name: row.name,
    kind: row.kind as ContractKind,
    kindDetail: row.kindDetail as KindDetail | null,
    status: row.status,
    category: row.category as Portfolio['category'],
    type: row.type,
    amount: row.amount,
    currency: row.currency,
    realEstateId: row.realEstateId,
    history,
    infos: mapInfos(row.infos),
    recommendedRisk: row.recommendedRisk as RecommendedRisk | null,
    riskSurvey: survey?.success ? (survey.data as RiskSurvey) : null,
    loan: row.kind === 'loan' && loan ? mapLoan(loan) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The saver's progress through the contract's analysis, on contracts the analysis covers only. */
function withProgress(portfolio: Portfolio, progress: AnalysisProgress | undefined): Portfolio {
  return progress === undefined ? portfolio : { ...portfolio, analysisProgress: progress };
}

function filterWhere(userId: string, filter: PortfolioFilter): SQL | undefined {
  const conditions: SQL[] = [eq(portfolios.userId, userId)];
  if (filter.accountId !== undefined) conditions.push(eq(portfolios.accountId, filter.accountId));
  if (filter.kinds !== undefined) conditions.push(inArray(portfolios.kind, [...filter.kinds]));
  if (filter.ids !== undefined) conditions.push(inArray(portfolios.id, [...filter.ids]));
  return and(...conditions);
}

/** The rows of the saver's contracts with their connection's bank, oldest first. */
export async function loadPortfolioRows(
  db: Reader,
  userId: string,
  filter: PortfolioFilter = {},
): Promise<{ row: PortfolioRow; bank: { bankId: string; bankName: string } | undefined }[]> {
  if (filter.ids?.length === 0 || filter.kinds?.length === 0) return [];
  const rows = await db
    .select({ row: portfolios, bankId: bankAccounts.bankId, bankName: bankAccounts.bankName })
    .from(portfolios)
    .leftJoin(bankAccounts, eq(bankAccounts.id, portfolios.accountId))
    .where(filterWhere(userId, filter))
    .orderBy(asc(portfolios.createdAt), asc(portfolios.name), asc(portfolios.id));
  return rows.map(({ row, bankId, bankName }) => ({
    row,
    bank: bankId !== null && bankName !== null ? { bankId, bankName } : undefined,
  }));
}

/** The loans' terms, each with the properties it is linked to (spec §3 "Loan"), oldest link first. */
async function loadLoans(db: Reader, portfolioIds: string[]): Promise<Map<string, LoanWithLinks>> {
  if (portfolioIds.length === 0) return new Map();
  const [rows, links] = await Promise.all([
    db.select().from(loans).where(inArray(loans.portfolioId, portfolioIds)),
    db.select().from(realEstateLoans).where(inArray(realEstateLoans.loanId, portfolioIds)).orderBy(asc(realEstateLoans.date), asc(realEstateLoans.realEstateId)),
  ]);
  return new Map(
    rows.map((row) => [
      row.portfolioId,
      { ...row, realEstates: links.filter((link) => link.loanId === row.portfolioId).map(({ realEstateId, amount, date }) => ({ realEstateId, amount, date })) },
    ]),
  );
}

/**
 * The last known value of each of the latest {@link LIST_HISTORY_MONTHS} calendar months of each contract, in
 * one query (DISTINCT ON the month, latest day first): a list stays light (12 points a contract instead of
 * thousands) and still draws a year-long sparkline whose last point is the contract's latest value.
 */
async function loadMonthEndHistories(db: Reader, portfolioIds: string[]): Promise<Map<string, History>> {
  const histories = new Map<string, History>(portfolioIds.map((id) => [id, []]));
  if (portfolioIds.length === 0) return histories;
  const month = sql`date_trunc('month', ${portfolioValues.date})`;
  // The latest day known of any of the contracts: each contract's own last day, read at the end of its index
  // (portfolio_id, date) — not the maximum over all their days, which read every row of their history (24,000 for
  // the demo saver: 10 of this call's 14 ms on PostgreSQL, more on PGlite).
  const lastDay = sql`(SELECT max(${portfolioValues.date}) FROM ${portfolioValues} WHERE ${portfolioValues.portfolioId} = ${portfolios.id})`;
  const latest = db
    .select({ latest: sql`max(${lastDay})` })
    .from(portfolios)
    .where(inArray(portfolios.id, portfolioIds));
  const rows = await db
    .selectDistinctOn([portfolioValues.portfolioId, month], { portfolioId: portfolioValues.portfolioId, date: portfolioValues.date, value: portfolioValues.value })
    .from(portfolioValues)
    .where(
      and(
        inArray(portfolioValues.portfolioId, portfolioIds),
        gte(portfolioValues.date, HISTORY_START),
        sql`${portfolioValues.date} >= date_trunc('month', (${latest})::date) - ${`${LIST_HISTORY_MONTHS - 1} months`}::interval`,
      ),
    )
    .orderBy(portfolioValues.portfolioId, month, sql`${portfolioValues.date} desc`);
  for (const row of rows) histories.get(row.portfolioId)?.push([dateToTimestampMs(row.date), row.value]);
  return histories;
}

/** The daily history of one contract from max(opening, 2017-01-01), or from `from` when later. */
export async function loadDailyHistory(db: Reader, portfolioId: string, from?: string): Promise<History> {
  const start = from !== undefined && from > HISTORY_START ? from : HISTORY_START;
  const rows = await db
    .select({ date: portfolioValues.date, value: portfolioValues.value })
    .from(portfolioValues)
    .where(and(eq(portfolioValues.portfolioId, portfolioId), gte(portfolioValues.date, start)))
    .orderBy(asc(portfolioValues.date));
  return rows.map((row) => [dateToTimestampMs(row.date), row.value]);
}

/**
 * The saver's contracts as the contract answers them, oldest first: every status (hidden and closed
 * included, the client decides what to show) and unsupported kinds too (shown as such). `history` holds the
 * last value of each of the latest 12 months. Three queries whatever the number of contracts.
 */
export async function loadPortfolios(db: Reader, userId: string, filter: PortfolioFilter = {}): Promise<Portfolio[]> {
  const rows = await loadPortfolioRows(db, userId, filter);
  const ids = rows.map(({ row }) => row.id);
  const analysed = rows.filter(({ row }) => isAnalysable(row.kind, row.kindDetail)).map(({ row }) => row.id);
  const [loanRows, histories, progress] = await Promise.all([
    loadLoans(db, rows.filter(({ row }) => row.kind === 'loan').map(({ row }) => row.id)),
    loadMonthEndHistories(db, ids),
    progressByContract(db, userId, analysed),
  ]);
  return rows.map(({ row, bank }) => withProgress(mapPortfolio(row, bank, loanRows.get(row.id), histories.get(row.id) ?? []), progress.get(row.id)));
}

/**
 * One contract of the saver with its full daily history (from max(opening, 2017-01-01)); undefined when the id
 * is unknown or another user's (answer 404, never their data).
 */
export async function loadPortfolio(db: Reader, userId: string, portfolioId: string): Promise<Portfolio | undefined> {
  const [found] = await loadPortfolioRows(db, userId, { ids: [portfolioId] });
  if (!found) return undefined;
  const [loanRows, history, progress] = await Promise.all([
    found.row.kind === 'loan' ? loadLoans(db, [found.row.id]) : Promise.resolve(new Map<string, LoanWithLinks>()),
    loadDailyHistory(db, found.row.id),
    isAnalysable(found.row.kind, found.row.kindDetail) ? progressByContract(db, userId, [found.row.id]) : Promise.resolve(undefined),
  ]);
  return withProgress(mapPortfolio(found.row, found.bank, loanRows.get(found.row.id), history), progress?.get(found.row.id));
}
