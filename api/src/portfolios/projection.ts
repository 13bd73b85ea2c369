import { asc, and, eq, gte } from 'drizzle-orm';
import {
  isBankAccountKind,
  isSupportedContract,
  isSupportedSavingsKindDetail,
  type GoalProjection,
  type ProjectionBlocker,
  type ProjectionVolatilitySource,
} from '@patrimo/shared';
import { savingsRates } from '../aggregation/sandbox/savings-rates';
import type { Database } from '../db/client';
import { portfolioValues, transactions } from '../db/schema';
import { ASSUMED_SHARPE_RATIO, expectedReturnOf, PESSIMISTIC_QUANTILE, projectGoal } from '../engines/goal-projection';
import { base100Index, type CashFlow } from '../engines/performance';
import { volatilityOf } from '../engines/risk';
import { SRRI_YEARS } from '../market/analytics';
import { addYears } from '../market/series';
import { mapInfos, type PortfolioRow } from './portfolio-store';

type Reader = Pick<Database, 'select'>;

interface Measured {
  volatility: number | null;
  source: ProjectionVolatilitySource | null;
  weeks: number | null;
  expectedReturn: number | null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Gathers what the goal projection needs for one contract (its last value and date, the volatility of its own
 * history with its flows removed, the savings rate of a regulated account, the Livret A rate as the risk-free
 * rate) and projects the goal (saved, or the query's « what if »).
 */
export async function contractProjection(
  db: Reader,
  row: PortfolioRow,
  query: { [K in 'amountGoal' | 'horizon' | 'monthlyDeposit' | 'monthlyBuyout']?: number | undefined },
  context: { root: string; today: Date },
): Promise<GoalProjection> {
  const infos = mapInfos(row.infos);
  const rates = savingsRates(context.root);
  const today = isoDay(context.today);
  const windowStart = addYears(today, -(SRRI_YEARS + 1));
  const values = await db
    .select({ date: portfolioValues.date, value: portfolioValues.value })
    .from(portfolioValues)
    .where(and(eq(portfolioValues.portfolioId, row.id), gte(portfolioValues.date, windowStart)))
    .orderBy(asc(portfolioValues.date));
  const last = values[values.length - 1];
  const asOf = last?.date ?? today;
  const riskFree = rates.rateOn('livret_a', asOf);

  const amountGoal = query.amountGoal ?? infos.amountGoal;
  const horizon = query.horizon ?? infos.horizon;
  const monthlyDeposit = query.monthlyDeposit ?? infos.monthlyDeposit ?? 0;
  const monthlyBuyout = query.monthlyBuyout ?? infos.monthlyBuyout ?? 0;
  const openingDate = infos.openingDate ?? row.openingDate;

  const missing: ProjectionBlocker[] = [];
  let measured: Measured = { volatility: null, source: null, weeks: null, expectedReturn: null };
  if (row.type === 'liability' || row.kind === 'loan' || !isSupportedContract(row)) {
    missing.push('kind');
  } else if (isBankAccountKind(row.kind)) {
    // A bank account earns nothing and does not move with markets.
    measured = { volatility: 0, source: 'cash', weeks: null, expectedReturn: 0 };
  } else if (row.kind === 'savings' && isSupportedSavingsKindDetail(row.kindDetail)) {
    // A PEL keeps the rate of its opening date; the other regulated accounts earn today's rate.
    const rateDate = row.kindDetail === 'pel' && openingDate !== null ? openingDate : asOf;
    measured = { volatility: 0, source: 'savingsRate', weeks: null, expectedReturn: rates.rateOn(row.kindDetail, rateDate) };
  } else {
    const flowRows = await db
      .select({ date: transactions.date, amount: transactions.amount })
      .from(transactions)
      .where(and(eq(transactions.portfolioId, row.id), gte(transactions.date, windowStart)));
    const flows: CashFlow[] = flowRows.map((flow) => ({ date: flow.date, amount: flow.amount }));
    const index = base100Index({ dates: values.map((point) => point.date), closes: values.map((point) => point.value) }, flows);
    const figure = index.dates.length > 1 ? volatilityOf(index) : null;
    if (figure === null) missing.push('history');
    else measured = { volatility: figure.volatility, source: 'history', weeks: figure.weeks, expectedReturn: expectedReturnOf(riskFree, figure.volatility) };
  }
  if (amountGoal === null) missing.push('amountGoal');
  if (horizon === null) missing.push('horizon');

  const value = Math.max(0, row.amount);
  const result =
    missing.length === 0 && measured.volatility !== null && measured.expectedReturn !== null && amountGoal !== null && horizon !== null
      ? projectGoal({ asOf, value, openingDate, horizonYears: horizon, amountGoal, monthlyDeposit, monthlyBuyout, expectedReturn: measured.expectedReturn, volatility: measured.volatility })
      : null;
  return {
    asOf,
    value: row.amount,
    amountGoal,
    horizon,
    monthlyDeposit,
    monthlyBuyout,
    openingDate,
    missing,
    assumptions: {
      riskFree,
      volatility: measured.volatility,
      volatilitySource: measured.source,
      weeks: measured.weeks,
      sharpe: ASSUMED_SHARPE_RATIO,
      expectedReturn: measured.expectedReturn,
      pessimisticQuantile: PESSIMISTIC_QUANTILE,
    },
    result,
  };
}
