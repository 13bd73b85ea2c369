import type { AssetClass, History, RecommendedRisk, RiskProfileLevel, RiskRatioName, RiskRatioRange, Srri } from '@patrimo/shared';
import { OUTPERFORMANCE_GAUGE_YEARS } from '@patrimo/shared';
import { historyPoints, rebasedFrom } from '../market/analytics';
import { lastDate, type DailySeries } from '../market/series';
import {
  base100Index,
  beatsIndexEveryYear,
  blendedBenchmark,
  moneyWeightedReturn,
  outperformanceGauges,
  periodReturn,
  yearlyComparison,
  type CashFlow,
  type MoneyWeightedReturn,
  type PeriodReturn,
} from './performance';
import { riskLevelOfVolatility } from './profiles';
import { allocationWeeklyCloses, historicalTailRisk, volatilityOfSample, logReturns, maxDrawdown, parametricTailRisk, periodSharpeRatio, ratioRange, type Drawdown, type VolatilityFigure } from './risk';

/**
 * The performance and risk steps of a contract's analysis (spec §4), assembled from the engines in the
 * shapes of the shared contract. Pure: the caller reads the contract's values, flows and holdings and the
 * funds' series; this module only computes. One call is what « a single-contract analysis » costs.
 */

/** A line of the contract as the analysis sees it. */
export interface AnalysedHolding {
  isin: string | null;
  name: string;
  amount: number;
  euroFund: boolean;
  assetClass: AssetClass;
  srri: Srri | null;
  /** The line's daily prices in euros (the fund's NAV or its proxy); null when the product has none. */
  series: DailySeries | null;
  /** The index of the fund's category, in euros; null when none is known. */
  benchmark: DailySeries | null;
}

/** Everything a contract's performance and risk steps are computed from. */
export interface ContractAnalysisInput {
  /** Daily values of the contract, oldest first. */
  values: DailySeries;
  /** External flows (deposit > 0, withdrawal < 0). */
  flows: readonly CashFlow[];
  holdings: readonly AnalysedHolding[];
  /**
   * The euro fund's value through time: its credited yields accrued day by day (`accrualSeries`), built
   * once by the caller and shared by every contract (it is the same for all).
   */
  euroFund: DailySeries;
  /** The saver's risk-free rate (the Livret A rate today), for the Sharpe ratio. */
  riskFree: number;
  recommendedRisk: RecommendedRisk | null;
  /** First day of the displayed period; the contract's first value when omitted. */
  from?: string;
}

/**
 * What a holding moves with: its own prices, the euro fund's credited yield, `null` for cash (no return),
 * or `undefined` when the product has no prices for it (left out).
 */
function holdingSeries(holding: AnalysedHolding, euroFund: DailySeries, prices: DailySeries | null): DailySeries | null | undefined {
  if (holding.euroFund) return euroFund;
  if (holding.assetClass === 'cash') return null;
  return prices ?? undefined;
}

/**
 * The holdings as weighted components of a blend (benchmark or risk): each positive line with the series it
 * moves with (`prices` picks the fund's own prices or its index), and the share of the contract's amount
 * that has one.
 */
function weightedComponents(input: ContractAnalysisInput, prices: (holding: AnalysedHolding) => DailySeries | null): { components: { weight: number; series: DailySeries | null }[]; coveredShare: number } {
  let total = 0;
  let covered = 0;
  const components: { weight: number; series: DailySeries | null }[] = [];
  for (const holding of input.holdings) {
    if (!(holding.amount > 0)) continue;
    total += holding.amount;
    const series = holdingSeries(holding, input.euroFund, prices(holding));
    if (series === undefined) continue;
    components.push({ weight: holding.amount, series });
    covered += holding.amount;
  }
  return { components, coveredShare: total > 0 ? covered / total : 0 };
}

/** A fund of the contract as the performance step measures it. */
export interface FundPerformance {
  isin: string;
  name: string;
  /** Cumulative return over the period. */
  performance: number | null;
  benchmarkPerformance: number | null;
  beatsIndexFiveYears: boolean | null;
}

/**
 * The performance step (the API's analysis layer turns it into the shared `performancesAnalysisSchema`):
 * base-100 history against the blended benchmark, years, gauges, funds, TWR and XIRR side by side.
 */
export interface PerformanceStep {
  type: 'performances';
  history: History;
  benchmarkHistory: History;
  yearly: { year: number; performance: number; benchmark: number | null }[];
  /** Share of the measured funds' amount beating their index (after the hurdle), and the measured share. */
  outperformance: { years: 1 | 3 | 5; share: number; measuredShare: number }[];
  funds: FundPerformance[];
  timeWeighted: PeriodReturn | null;
  moneyWeighted: MoneyWeightedReturn | null;
  /** Share of the contract's amount whose benchmark is known (the rest is left out of the blend). */
  benchmarkCoverage: number;
}

/** The performances step: base-100 history against the blended benchmark, years, gauges, funds. */
export function performanceStep(input: ContractAnalysisInput): PerformanceStep {
  const index = base100Index(input.values, input.flows);
  const empty: PerformanceStep = { type: 'performances', history: [], benchmarkHistory: [], yearly: [], outperformance: OUTPERFORMANCE_GAUGE_YEARS.map((years) => ({ years, share: 0, measuredShare: 0 })), funds: [], timeWeighted: null, moneyWeighted: null, benchmarkCoverage: 0 };
  if (index.dates.length === 0) return empty;
  const from = input.from && input.from > (index.dates[0] as string) ? input.from : (index.dates[0] as string);
  const to = lastDate(index);
  const shown = rebasedFrom(index, from);
  const { components, coveredShare } = weightedComponents(input, (holding) => holding.benchmark);
  const benchmark = blendedBenchmark(components, shown.dates);

  const funds = input.holdings.filter((holding): holding is AnalysedHolding & { isin: string; series: DailySeries } => holding.isin !== null && !holding.euroFund && holding.series !== null);
  const fundReturn = (series: DailySeries | null) => (series === null ? null : (periodReturn(series, from, to)?.cumulative ?? null));
  return {
    type: 'performances',
    history: historyPoints(shown),
    benchmarkHistory: benchmark === null ? [] : historyPoints(benchmark),
    yearly: yearlyComparison(shown, benchmark),
    outperformance: outperformanceGauges(
      funds.filter((fund) => fund.benchmark !== null).map((fund) => ({ amount: fund.amount, series: fund.series, benchmark: fund.benchmark as DailySeries })),
      OUTPERFORMANCE_GAUGE_YEARS,
    ).map(({ years, share, measuredShare }) => ({ years: years as 1 | 3 | 5, share, measuredShare })),
    funds: funds.map((fund) => ({
      isin: fund.isin,
      name: fund.name,
      performance: fundReturn(fund.series),
      benchmarkPerformance: fundReturn(fund.benchmark),
      beatsIndexFiveYears: fund.benchmark === null ? null : beatsIndexEveryYear(fund.series, fund.benchmark),
    })),
    timeWeighted: periodReturn(index, from, to),
    moneyWeighted: moneyWeightedReturn(input.values, input.flows, from, to),
    benchmarkCoverage: coveredShare,
  };
}

/** A line of the contract as the risk step shows it. */
export interface RiskHolding {
  isin: string | null;
  name: string;
  amount: number;
  share: number;
  assetClass: AssetClass;
  srri: Srri | null;
}

/** The risk step (the API's analysis layer turns it into the shared `riskAnalysisSchema`). */
export interface RiskStep {
  type: 'risk';
  /** Risk level of the contract as it is, 0 to 5; null when it cannot be computed. */
  level: RiskProfileLevel | null;
  recommendedRisk: RecommendedRisk | null;
  /** SRRI of the current allocation. */
  srri: Srri | null;
  /** Each ratio placed against the recommended profile; empty without one. */
  ratios: { name: RiskRatioName; value: number; range: RiskRatioRange }[];
  holdings: RiskHolding[];
  volatility: VolatilityFigure | null;
  drawdown: Drawdown;
  parametricVar: number | null;
  parametricExpectedShortfall: number | null;
  historicalVar: number | null;
  historicalExpectedShortfall: number | null;
  /** Share of the contract's amount whose prices are known (the rest is left out of the allocation's risk). */
  measuredShare: number;
  /** Sharpe ratio over the displayed period, period-consistent (`periodSharpeRatio`); null when not computable. */
  sharpe: number | null;
  /** The period return the Sharpe ratio rests on: cumulative, days, and whether it was annualised (over a year). */
  sharpePeriod: { cumulative: number; days: number; annualised: boolean } | null;
  /** The displayed period (drawdown, Sharpe); null without values. */
  period: { from: string; to: string } | null;
}

/**
 * The risk step: the current allocation's 5-year weekly volatility and SRRI, the displayed period's maximum
 * drawdown (of the base-100 history, so that withdrawals are not counted as falls), the one-year VaR and
 * expected shortfall of the allocation, the Sharpe ratio over the period, each ratio placed against the
 * recommended profile. Without a recommended profile, the ratios are not placed (the step is partly locked,
 * spec §4) and the list is empty.
 */
export function riskStep(input: ContractAnalysisInput): RiskStep {
  const index = base100Index(input.values, input.flows);
  const to = index.dates.length > 0 ? lastDate(index) : (input.values.dates[input.values.dates.length - 1] ?? '1970-01-01');
  const start = index.dates[0] ?? to;
  const total = input.holdings.reduce((sum, holding) => sum + Math.max(holding.amount, 0), 0);
  const { components, coveredShare } = weightedComponents(input, (holding) => holding.series);
  // One 5-year weekly sample of the allocation feeds the volatility, the SRRI and both tail measures.
  const weekly = allocationWeeklyCloses(components);
  const volatility = volatilityOfSample(weekly);
  const parametric = parametricTailRisk(logReturns(weekly.closes));
  const historical = historicalTailRisk(weekly.closes);
  const from = input.from && input.from > start ? input.from : start;
  const shown = index.dates.length > 0 ? rebasedFrom(index, from) : index;
  const drawdown = maxDrawdown(shown);
  const period = index.dates.length > 0 ? periodReturn(index, from, to) : null;
  const sharpe = volatility === null || period === null ? null : periodSharpeRatio(period, input.riskFree, volatility.volatility);

  const ratios: RiskStep['ratios'] = [];
  if (input.recommendedRisk !== null && volatility !== null) {
    const profile = input.recommendedRisk;
    const add = (name: RiskRatioName, value: number | null) => {
      if (value !== null && Number.isFinite(value)) ratios.push({ name, value, range: ratioRange(name, value, profile) });
    };
    add('volatility', volatility.volatility);
    add('maxDrawdown', drawdown.maxDrawdown);
    add('sharpe', sharpe);
    add('var', parametric?.valueAtRisk ?? null);
  }
  return {
    type: 'risk',
    level: volatility === null ? null : riskLevelOfVolatility(volatility.volatility),
    recommendedRisk: input.recommendedRisk,
    srri: volatility?.srri ?? null,
    ratios,
    holdings: input.holdings.map((holding) => ({
      isin: holding.isin,
      name: holding.name,
      amount: holding.amount,
      share: total > 0 ? Math.max(holding.amount, 0) / total : 0,
      assetClass: holding.assetClass,
      srri: holding.euroFund ? 1 : holding.srri,
    })),
    volatility,
    drawdown,
    parametricVar: parametric?.valueAtRisk ?? null,
    parametricExpectedShortfall: parametric?.expectedShortfall ?? null,
    historicalVar: historical?.valueAtRisk ?? null,
    historicalExpectedShortfall: historical?.expectedShortfall ?? null,
    measuredShare: coveredShare,
    sharpe: sharpe !== null && Number.isFinite(sharpe) ? sharpe : null,
    sharpePeriod: period === null ? null : { cumulative: period.cumulative, days: period.days, annualised: period.annualised !== null },
    period: period === null ? null : { from: period.from, to: period.to },
  };
}
