import { and, asc, eq, gte } from 'drizzle-orm';
import type { ContractKind, PortfolioInfos, RecommendedRisk, Srri } from '@patrimo/shared';
import { savingsRates, type RegulatedSavings, type SavingsRates } from '../aggregation/sandbox/savings-rates';
import type { Database } from '../db/client';
import { portfolioInvestments, portfolios, portfolioValues, transactions, users } from '../db/schema';
import type { AnalysedHolding } from '../engines/contract-analysis';
import { accrualSeries, type CashFlow } from '../engines/performance';
import type { Universe } from '../investments/universe';
import { mapInfos, HISTORY_START, type PortfolioRow } from '../portfolios/portfolio-store';
import type { DailySeries } from '../market/series';
import { isAnalysable, isYieldCredit, type AnalysableKind } from './supported';

/**
 * Gathering what a contract's analysis is computed from, out of the database and the shipped data: its daily
 * values since 2017-01-01 (the product's first displayed date), its external flows (its movements, a savings
 * account's credited interest aside), its lines read through the fund universe, the euro fund's credited
 * yield, the saver's risk-free rate (the Livret A rate on the last value's date) and the recommended risk the
 * figures are read against (the contract's own questionnaire, else the saver's profile).
 */

type Reader = Pick<Database, 'select'>;

/** A line of the contract, with what the universe tells of its fund. */
export interface GatheredLine extends AnalysedHolding {
  /** Name of the index its performance is compared with; null when none is known. */
  benchmarkName: string | null;
  /** Whether the universe knows the fund (its classification, proxy, region and sector split). */
  known: boolean;
  /** Yearly ongoing charges when known; the universe (exchange-traded funds) carries none. */
  ongoingCharges: number | null;
  /** Active (true), passive (false) or unknown (null): every fund of the universe is an index ETF. */
  active: boolean | null;
}

export interface GatheredContract {
  row: PortfolioRow;
  kind: AnalysableKind;
  infos: PortfolioInfos;
  /** Value of the contract today (its amount), euros, never negative. */
  value: number;
  values: DailySeries;
  flows: CashFlow[];
  /** The lines (funds and euro fund), by decreasing amount. */
  lines: GatheredLine[];
  /** Money of the envelope outside its lines (a securities account's cash; a whole savings account). */
  cash: number;
  /** What the guaranteed lines accrue: the euro fund's yield, or a savings account's legal rate. */
  guaranteed: DailySeries;
  riskFree: number;
  recommendedRisk: RecommendedRisk | null;
  recommendedRiskSource: 'contract' | 'profile' | null;
  asOf: string | null;
}

const ACCRUAL_FROM = '2007-01-01';
const euroFundSeries = new Map<string, DailySeries>();

/** The euro fund's credited yield accrued day by day, built once per process and day. */
function euroFundAccrual(root: string, rates: SavingsRates, today: string): DailySeries {
  const key = `${root}|${today}`;
  let series = euroFundSeries.get(key);
  if (!series) {
    series = accrualSeries(ACCRUAL_FROM, today, (year) => rates.euroFundYield(year));
    euroFundSeries.clear();
    euroFundSeries.set(key, series);
  }
  return series;
}

/** A savings account's legal rate accrued day by day (a PEL keeps the rate of its opening date). */
function savingsAccrual(rates: SavingsRates, kind: RegulatedSavings, opening: string | null, today: string): DailySeries {
  const first = rates.firstRateDate[kind];
  const from = first > ACCRUAL_FROM ? first : ACCRUAL_FROM;
  const fixed = kind === 'pel' ? rates.rateOn(kind, opening !== null && opening >= first ? opening : first) : null;
  return accrualSeries(from, today, (year) => fixed ?? rates.rateOn(kind, `${year}-01-01` >= first ? `${year}-01-01` : first));
}

function toRisk(value: number | null | undefined): RecommendedRisk | null {
  return typeof value === 'number' && value >= 1 && value <= 5 ? (value as RecommendedRisk) : null;
}

/**
 * Everything the analysis of one of the subject's contracts needs. `undefined` when the id is not the
 * subject's contract (answered 404); `unsupported` when its kind has no analysis (422).
 */
export async function gatherContract(
  db: Reader,
  input: { userId: string; portfolioId: string; root: string; universe: Universe; today: string },
): Promise<GatheredContract | 'unsupported' | undefined> {
  const [found] = await db
    .select({ row: portfolios, userRisk: users.recommendedRisk })
    .from(portfolios)
    .innerJoin(users, eq(users.id, portfolios.userId))
    .where(and(eq(portfolios.id, input.portfolioId), eq(portfolios.userId, input.userId)))
    .limit(1);
  if (!found) return undefined;
  const { row } = found;
  if (!isAnalysable(row.kind, row.kindDetail)) return 'unsupported';
  const [valueRows, movementRows, lineRows] = await Promise.all([
    db
      .select({ date: portfolioValues.date, value: portfolioValues.value })
      .from(portfolioValues)
      .where(and(eq(portfolioValues.portfolioId, row.id), gte(portfolioValues.date, HISTORY_START)))
      .orderBy(asc(portfolioValues.date)),
    db
      .select({ date: transactions.date, amount: transactions.amount, label: transactions.label })
      .from(transactions)
      .where(and(eq(transactions.portfolioId, row.id), gte(transactions.date, HISTORY_START)))
      .orderBy(asc(transactions.date)),
    db.select().from(portfolioInvestments).where(eq(portfolioInvestments.portfolioId, row.id)),
  ]);
  const rates = savingsRates(input.root);
  const values: DailySeries = { dates: valueRows.map((v) => v.date), closes: valueRows.map((v) => v.value) };
  const asOf = values.dates[values.dates.length - 1] ?? null;
  const today = asOf !== null && asOf > input.today ? asOf : input.today;
  const kind = row.kind as AnalysableKind;
  const savings = kind === 'savings';
  const flows: CashFlow[] = movementRows.filter((m) => m.amount !== 0 && !(savings && isYieldCredit(m.label))).map((m) => ({ date: m.date, amount: m.amount }));
  const value = Math.max(0, row.amount);

  const lines: GatheredLine[] = savings
    ? []
    : lineRows
        .filter((line) => line.valuation > 0)
        .map((line): GatheredLine => {
          const fund = line.euroFund || line.isin === null ? undefined : input.universe.byIsin.get(line.isin);
          const series = fund?.proxy?.series ?? null;
          return {
            isin: line.isin,
            name: line.label,
            amount: line.valuation,
            euroFund: line.euroFund,
            assetClass: line.euroFund ? 'euroFund' : (fund?.classification.assetClass ?? 'other'),
            srri: line.euroFund ? (1 as Srri) : (fund?.proxy?.srri ?? null),
            series,
            // The universe's funds are index trackers: their prices stand in through the index's own series.
            benchmark: series,
            benchmarkName: fund ? (fund.classification.benchmark ?? fund.proxy?.label ?? null) : null,
            known: line.euroFund || fund !== undefined,
            ongoingCharges: null,
            active: fund ? false : null,
          };
        })
        .sort((a, b) => b.amount - a.amount);
  const linesTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const cash = savings ? value : Math.max(0, Math.round((value - linesTotal) * 100) / 100);
  const guaranteed = savings
    ? savingsAccrual(rates, row.kindDetail as RegulatedSavings, row.openingDate, today)
    : euroFundAccrual(input.root, rates, today);
  const contractRisk = toRisk(row.recommendedRisk);
  const profileRisk = toRisk(found.userRisk);
  return {
    row,
    kind,
    infos: mapInfos(row.infos),
    value,
    values,
    flows,
    lines,
    cash,
    guaranteed,
    riskFree: rates.rateOn('livret_a', asOf ?? input.today),
    recommendedRisk: contractRisk ?? profileRisk,
    recommendedRiskSource: contractRisk !== null ? 'contract' : profileRisk !== null ? 'profile' : null,
    asOf,
  };
}

/** The contract's kind for the fee engine. */
export function feeKindOf(contract: GatheredContract): ContractKind {
  return contract.kind;
}
