import {
  BENCHMARK_PENALTY,
  FEE_PROJECTION_YEARS,
  OUTPERFORMANCE_GAUGE_YEARS,
  PERFORMANCE_BASE,
  type AdvicesAnalysis,
  type AllocationAnalysis,
  type AssetClass,
  type FeesAnalysis,
  type PerformancesAnalysis,
  type RecommendedRisk,
  type RiskAnalysis,
  type RiskRatioName,
  type Srri,
} from '@patrimo/shared';
import { lookThroughAllocation, type FundLookup } from '../engines/allocation';
import { performanceStep, riskStep, type AnalysedHolding, type ContractAnalysisInput, type PerformanceStep, type RiskStep } from '../engines/contract-analysis';
import { contractFees, FEE_BASES, REBALANCING_TURNOVER, type FeesResult } from '../engines/fees';
import { daysBetween, outperformance } from '../engines/performance';
import { PROFILE_VOLATILITY_BANDS, rangeAgainstProfile } from '../engines/profiles';
import { recommendedAllocation } from '../engines/recommended-allocations';
import { lastDate, addDays } from '../market/series';
import { chartPoints } from '../market/analytics';
import { ratioBounds, VAR_CONFIDENCE, volatilityOf } from '../engines/risk';
import { toCents } from '../lib/cents';
import { HISTORY_START } from '../portfolios/portfolio-store';
import type { GatheredContract } from './inputs';
import { isInvestmentKind } from './supported';

/**
 * The five steps of a contract's analysis in the shared contract's shapes (`portfolio-analysis.ts`), from a
 * gathered contract and the engines. Pure functions: the caller gathers and caches.
 */

/** Euros to the cent. */
const euros = (amount: number): number => toCents(amount) / 100;

/** The header every step carries. */
export interface StepHeader {
  asOf: string | null;
  recommendedRisk: RecommendedRisk | null;
  recommendedRiskSource: 'contract' | 'profile' | null;
  profileRequired: boolean;
  computedAt: string;
}

export function headerOf(contract: GatheredContract, now: Date): StepHeader {
  return {
    asOf: contract.asOf,
    recommendedRisk: contract.recommendedRisk,
    recommendedRiskSource: contract.recommendedRiskSource,
    profileRequired: contract.recommendedRisk === null,
    computedAt: now.toISOString(),
  };
}

/** The lines as the performance and risk engines read them, the envelope's cash included. */
export function engineHoldings(contract: GatheredContract): AnalysedHolding[] {
  const holdings: AnalysedHolding[] = contract.lines.map(({ isin, name, amount, euroFund, assetClass, srri, series, benchmark }) => ({ isin, name, amount, euroFund, assetClass, srri, series, benchmark }));
  if (contract.cash > 0) {
    // A savings account is one guaranteed line accruing its legal rate; an envelope's cash earns nothing.
    const savings = contract.kind === 'savings';
    holdings.push({ isin: null, name: savings ? contract.row.name : 'Liquidités', amount: contract.cash, euroFund: savings, assetClass: 'cash', srri: 1 as Srri, series: null, benchmark: null });
  }
  return holdings;
}

export function engineInput(contract: GatheredContract): ContractAnalysisInput {
  return {
    values: contract.values,
    flows: contract.flows,
    holdings: engineHoldings(contract),
    euroFund: contract.guaranteed,
    riskFree: contract.riskFree,
    recommendedRisk: contract.recommendedRisk,
    from: HISTORY_START,
  };
}

// ---------------------------------------------------------------------------------------------------------

/** Asset-class shares of the contract, by class (for gaps and advices). */
function classShares(allocation: AllocationAnalysis): Map<AssetClass, number> {
  return new Map(allocation.assetClasses.map((slice) => [slice.key, slice.share]));
}

export function allocationAnalysis(contract: GatheredContract, universe: FundLookup, header: StepHeader): AllocationAnalysis {
  const look = lookThroughAllocation({ lines: contract.lines.map((line) => ({ isin: line.isin, amount: line.amount, euroFund: line.euroFund })), cash: contract.cash }, universe);
  const total = look.total;
  const euroFund = look.byAssetClass.find((slice) => slice.key === 'euroFund');
  const holdings = engineHoldings(contract).map((holding) => ({
    isin: holding.isin,
    name: holding.name,
    amount: euros(holding.amount),
    share: total > 0 ? Math.min(1, holding.amount / total) : 0,
    assetClass: holding.assetClass,
    srri: holding.srri,
    euroFund: holding.euroFund && holding.assetClass === 'euroFund',
  }));
  const target = contract.recommendedRisk === null ? null : recommendedAllocation(contract.recommendedRisk);
  const assetClasses = look.byAssetClass.filter((slice) => slice.amount > 0).map(({ key, amount, share }) => ({ key, amount, share }));
  const analysis: AllocationAnalysis = {
    type: 'allocation',
    ...header,
    total,
    assetClasses,
    euroFund: euroFund && euroFund.amount > 0 ? { amount: euroFund.amount, share: euroFund.share } : null,
    sectors: look.bySector.top.map(({ key, amount, share }) => ({ key, amount, share })),
    sectorsOthers: look.bySector.others,
    sectorsClassified: look.bySector.classified,
    regions: look.byRegion.filter((slice) => slice.amount > 0).map(({ key, amount, share }) => ({ key, amount, share })),
    holdings,
    target,
    gaps: null,
    method: {
      lines: contract.lines.length,
      lookThroughCoverage: total > 0 ? Math.min(1, (contract.lines.filter((line) => line.known).reduce((sum, line) => sum + line.amount, 0) + contract.cash) / total) : 0,
      cash: euros(contract.cash),
      undescribed: 0,
    },
  };
  if (target !== null) {
    const current = classShares(analysis);
    const keys = new Set<AssetClass>([...target.map((line) => line.assetClass), ...current.keys()]);
    const targetOf = new Map(target.map((line) => [line.assetClass, line.share]));
    analysis.gaps = [...keys].map((assetClass) => {
      const currentShare = current.get(assetClass) ?? 0;
      const targetShare = targetOf.get(assetClass) ?? 0;
      return { assetClass, current: currentShare, target: targetShare, gap: currentShare - targetShare };
    });
  }
  return analysis;
}

// ---------------------------------------------------------------------------------------------------------

export function performancesAnalysis(contract: GatheredContract, step: PerformanceStep, header: StepHeader): PerformancesAnalysis {
  const twr = step.timeWeighted;
  const period = twr === null ? null : { from: twr.from, to: twr.to };
  const inPeriod = (date: string) => period !== null && date > period.from && date <= period.to;
  const deposits = contract.flows.filter((flow) => flow.amount > 0 && inPeriod(flow.date));
  const withdrawals = contract.flows.filter((flow) => flow.amount < 0 && inPeriod(flow.date));
  const sum = (flows: { amount: number }[]) => euros(Math.abs(flows.reduce((total, flow) => total + flow.amount, 0)));
  const lineOf = new Map(contract.lines.filter((line) => line.isin !== null).map((line) => [line.isin as string, line]));
  return {
    type: 'performances',
    ...header,
    // The charts' points: week by week beyond two years of days (every figure is computed on the daily values).
    history: chartPoints(step.history),
    benchmarkHistory: chartPoints(step.benchmarkHistory),
    benchmarkCoverage: Math.min(1, Math.max(0, step.benchmarkCoverage)),
    timeWeighted: twr === null ? null : { from: twr.from, to: twr.to, days: twr.days, cumulative: twr.cumulative, annualised: twr.annualised },
    moneyWeighted: step.moneyWeighted,
    flows: { deposits: { sum: sum(deposits), count: deposits.length }, withdrawals: { sum: sum(withdrawals), count: withdrawals.length } },
    yearly: step.yearly,
    outperformance: step.outperformance.map(({ years, share, measuredShare }) => ({ years, share: Math.min(1, share), measuredShare: Math.min(1, measuredShare) })),
    funds: step.funds.map((fund) => {
      const line = lineOf.get(fund.isin);
      return {
        ...fund,
        amount: euros(line?.amount ?? 0),
        benchmarkName: line?.benchmarkName ?? null,
        outperformance: OUTPERFORMANCE_GAUGE_YEARS.map((years) => ({
          years,
          excess: line?.series && line.benchmark ? outperformance(line.series, line.benchmark, years) : null,
        })),
      };
    }),
    method: {
      period,
      base: PERFORMANCE_BASE,
      hurdle: BENCHMARK_PENALTY,
      values: period === null ? 0 : contract.values.dates.filter((date) => date >= period.from && date <= period.to).length,
      flowTiming: 'endOfDay',
    },
  };
}

// ---------------------------------------------------------------------------------------------------------

/** The window the risk step's weekly sample covers: 5 years back from the funds' last common price. */
function volatilityPeriod(contract: GatheredContract, weeks: number): { from: string; to: string } | null {
  const ends = engineHoldings(contract).flatMap((holding) => (holding.euroFund ? [lastDate(contract.guaranteed)] : holding.series ? [lastDate(holding.series)] : []));
  if (ends.length === 0 || weeks === 0) return null;
  const to = ends.reduce((a, b) => (a < b ? a : b));
  return { from: addDays(to, -7 * weeks), to };
}

export function riskAnalysis(contract: GatheredContract, step: RiskStep, header: StepHeader): RiskAnalysis {
  const profile = contract.recommendedRisk;
  const volatility = step.volatility;
  const value = euros(contract.value);
  const tail = (ratio: number | null) => (ratio === null || !Number.isFinite(ratio) ? null : { ratio, amount: euros(ratio * value) });
  const drawdown = step.drawdown;
  const ratioValues: [RiskRatioName, number | null][] = [
    ['volatility', volatility?.volatility ?? null],
    ['maxDrawdown', step.period === null ? null : drawdown.maxDrawdown],
    ['sharpe', step.sharpe],
    ['var', step.parametricVar],
  ];
  const ratios = ratioValues.flatMap(([name, ratio]): RiskAnalysis['ratios'] => {
    if (ratio === null || !Number.isFinite(ratio)) return [];
    if (profile === null) return [{ name, value: ratio, range: null, low: null, high: null }];
    const bounds = ratioBounds(name, profile);
    const measured = name === 'maxDrawdown' ? Math.abs(ratio) : ratio;
    return [{ name, value: ratio, range: measured < bounds.low ? ('low' as const) : measured > bounds.high ? ('high' as const) : ('normal' as const), low: bounds.low, high: bounds.high }];
  });
  const holdings = engineHoldings(contract);
  const total = holdings.reduce((sum, holding) => sum + holding.amount, 0);
  const historicalWindows = step.historicalVar === null || volatility === null ? null : Math.max(0, volatility.weeks + 1 - 52);
  return {
    type: 'risk',
    ...header,
    level: step.level,
    srri: step.srri,
    profileGap: profile === null || step.level === null ? null : Math.abs(step.level - profile),
    profileRange: profile === null || volatility === null ? null : rangeAgainstProfile(volatility.volatility, profile),
    profileBand: profile === null ? null : { ...PROFILE_VOLATILITY_BANDS[profile] },
    volatility: volatility === null ? null : { value: volatility.volatility, weeks: volatility.weeks, shortHistory: !volatility.complete },
    maxDrawdown:
      step.period === null
        ? null
        : {
            value: drawdown.maxDrawdown,
            peakDate: drawdown.peakDate,
            troughDate: drawdown.troughDate,
            recoveryDate: drawdown.recoveryDate,
            recoveryDays: drawdown.recoveryDate !== null && drawdown.troughDate !== null ? daysBetween(drawdown.troughDate, drawdown.recoveryDate) : null,
          },
    valueAtRisk: { parametric: tail(step.parametricVar), historical: tail(step.historicalVar) },
    expectedShortfall: { parametric: tail(step.parametricExpectedShortfall), historical: tail(step.historicalExpectedShortfall) },
    sharpe: step.sharpe,
    ratios,
    holdings: holdings.map((holding) => {
      const series = holding.euroFund ? contract.guaranteed : holding.series;
      return {
        isin: holding.isin,
        name: holding.name,
        amount: euros(holding.amount),
        share: total > 0 ? Math.min(1, holding.amount / total) : 0,
        assetClass: holding.assetClass,
        srri: holding.euroFund ? (1 as Srri) : holding.srri,
        euroFund: holding.euroFund && holding.assetClass === 'euroFund',
        volatility: series === null ? null : (volatilityOf(series)?.volatility ?? null),
      };
    }),
    method: {
      volatilityPeriod: volatility === null ? null : volatilityPeriod(contract, volatility.weeks),
      period: step.period,
      measuredShare: Math.min(1, step.measuredShare),
      riskFree: contract.riskFree,
      sharpeReturn: step.sharpePeriod?.cumulative ?? null,
      sharpeDays: step.sharpePeriod?.days ?? null,
      confidence: VAR_CONFIDENCE,
      historicalWindows,
      value,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------

/**
 * Gross yearly return the 20-year fee projection assumes, before every fee (*product choice*): 4 % a year, a
 * middle-of-the-road figure for a diversified contract (the euro funds credited 2 to 3 % over 2017–2024,
 * diversified equity about 6 to 7 % a year over the long run). The same return runs both curves, so the gap
 * between them is the fees' effect whatever the return chosen; the screen states the figure.
 */
export const FEE_PROJECTION_GROSS_RETURN = 0.04;

export function feesResult(contract: GatheredContract): FeesResult {
  const euroFundValue = contract.lines.filter((line) => line.euroFund).reduce((sum, line) => sum + line.amount, 0);
  const unitLinkedValue = contract.lines.filter((line) => !line.euroFund).reduce((sum, line) => sum + line.amount, 0);
  return contractFees({
    kind: contract.kind,
    value: Math.max(contract.value, euroFundValue + unitLinkedValue),
    euroFundValue,
    unitLinkedValue,
    fees: contract.infos.fees,
    holdings: contract.lines.map((line) => ({ isin: line.isin, name: line.name, amount: line.amount, euroFund: line.euroFund, ongoingCharges: line.ongoingCharges, active: line.active })),
    monthlyDeposit: contract.infos.monthlyDeposit,
    monthlyWithdrawal: contract.infos.monthlyBuyout,
    grossYearlyReturn: FEE_PROJECTION_GROSS_RETURN,
  });
}

export function feesAnalysis(contract: GatheredContract, fees: FeesResult, header: StepHeader): FeesAnalysis {
  const rateOf = new Map(contract.infos.fees.map((fee) => [fee.kind, fee.rate]));
  const totals = (active: boolean) => {
    const funds = fees.funds.filter((fund) => fund.active === active);
    return { amount: euros(funds.reduce((sum, fund) => sum + fund.amount, 0)), fees: euros(funds.reduce((sum, fund) => sum + fund.yearlyCost, 0)), count: funds.length };
  };
  const euroFundValue = contract.lines.filter((line) => line.euroFund).reduce((sum, line) => sum + line.amount, 0);
  const unitLinkedValue = contract.lines.filter((line) => !line.euroFund).reduce((sum, line) => sum + line.amount, 0);
  return {
    type: 'fees',
    ...header,
    estimatedFees: fees.estimatedFees,
    byKind: fees.byKind.map(({ kind, amount }) => ({ kind, amount, rate: rateOf.get(kind) ?? null, base: FEE_BASES[kind] })),
    missingKinds: fees.missingKinds,
    ongoingCharges: fees.ongoingCharges,
    projection: fees.projection,
    feeDrag: { amount: fees.feeDrag, year: fees.feeDragYear, atHorizon: fees.feeDragAtHorizon },
    funds: fees.funds.map((fund) => ({ isin: fund.isin, name: fund.name, ongoingCharges: fund.ongoingCharges, active: fund.active, amount: euros(fund.amount), estimated: fund.estimated, yearlyCost: fund.yearlyCost })),
    activePassive: { active: totals(true), passive: totals(false) },
    estimated: fees.estimated,
    method: {
      grossYearlyReturn: FEE_PROJECTION_GROSS_RETURN,
      monthlyDeposit: euros(contract.infos.monthlyDeposit ?? 0),
      monthlyWithdrawal: euros(contract.infos.monthlyBuyout ?? 0),
      yearlyRate: fees.yearlyRate,
      depositRate: fees.depositRate,
      withdrawalRate: fees.withdrawalRate,
      horizonYears: FEE_PROJECTION_YEARS,
      rebalancingTurnover: REBALANCING_TURNOVER,
      value: euros(Math.max(contract.value, euroFundValue + unitLinkedValue)),
      euroFundValue: euros(euroFundValue),
      unitLinkedValue: euros(unitLinkedValue),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------

/**
 * The advices' thresholds (*product choice*):
 *
 * | advice | when | figure |
 * |---|---|---|
 * | completeProfile | no recommended risk | profile |
 * | reduceRisk / increaseRisk | an investment contract's level differs from the profile | riskLevel vs profile |
 * | rebalance | an asset class is more than 10 points away from the profile's target | allocationGap vs 0.10 |
 * | reduceFees | the 12-month fees exceed 1.5 % of the value | feeRate vs 0.015 |
 * | diversify | an investment contract holds fewer than 3 funds | fundCount vs 3 |
 *
 * 1.5 % a year is about what a French unit-linked contract costs all in (0,6 to 1 % of contract fees plus the
 * funds' charges of cheap funds); 10 points is where a rebalancing order pays for its costs; three funds is
 * the fewest that spread one manager's or one market's accident. Risk comes first, then the allocation, the
 * fees and the diversification. A savings account gets no risk advice: it is a precautionary account.
 */
export const ADVICE_THRESHOLDS = { allocationGap: 0.1, feeRate: 0.015, fundCount: 3 } as const;

export function advicesAnalysis(contract: GatheredContract, parts: { risk: RiskStep; allocation: AllocationAnalysis; fees: FeesResult }, header: StepHeader): AdvicesAnalysis {
  const profile = contract.recommendedRisk;
  const fundCount = contract.lines.filter((line) => !line.euroFund).length;
  const value = Math.max(contract.value, 0);
  const feeRate = value > 0 ? parts.fees.estimatedFees / value : null;
  const method = {
    riskLevel: parts.risk.level,
    feeRate,
    referenceFeeRate: ADVICE_THRESHOLDS.feeRate,
    allocationGapThreshold: ADVICE_THRESHOLDS.allocationGap,
    fundCount,
  };
  const base = { type: 'advices' as const, ...header, method };
  const investment = isInvestmentKind(contract.kind);
  if (value <= 0 || (contract.lines.length === 0 && contract.cash <= 0)) {
    return { ...base, status: 'unavailable', unavailableReason: 'noHoldings', advices: [], recommendedAllocation: profile === null ? [] : recommendedAllocation(profile), arbitrationStart: 'current' };
  }
  if (investment && parts.risk.level === null) {
    return { ...base, status: 'unavailable', unavailableReason: 'noRiskFigures', advices: [], recommendedAllocation: profile === null ? [] : recommendedAllocation(profile), arbitrationStart: 'current' };
  }
  const advices: AdvicesAnalysis['advices'] = [];
  const add = (advice: Omit<AdvicesAnalysis['advices'][number], 'priority'>) => advices.push({ ...advice, priority: advices.length + 1 });
  if (profile === null) {
    add({ kind: 'completeProfile', figure: 'profile', value: null, reference: null, assetClass: null });
  } else {
    const level = parts.risk.level;
    if (investment && level !== null && level !== profile) add({ kind: level > profile ? 'reduceRisk' : 'increaseRisk', figure: 'riskLevel', value: level, reference: profile, assetClass: null });
    const widest = (parts.allocation.gaps ?? []).reduce<{ assetClass: AssetClass; gap: number } | null>((worst, gap) => (worst === null || Math.abs(gap.gap) > Math.abs(worst.gap) ? { assetClass: gap.assetClass, gap: gap.gap } : worst), null);
    if (investment && widest !== null && Math.abs(widest.gap) > ADVICE_THRESHOLDS.allocationGap) add({ kind: 'rebalance', figure: 'allocationGap', value: widest.gap, reference: ADVICE_THRESHOLDS.allocationGap, assetClass: widest.assetClass });
  }
  if (feeRate !== null && feeRate > ADVICE_THRESHOLDS.feeRate) add({ kind: 'reduceFees', figure: 'feeRate', value: feeRate, reference: ADVICE_THRESHOLDS.feeRate, assetClass: null });
  if (investment && fundCount < ADVICE_THRESHOLDS.fundCount) add({ kind: 'diversify', figure: 'fundCount', value: fundCount, reference: ADVICE_THRESHOLDS.fundCount, assetClass: null });
  return {
    ...base,
    status: 'available',
    unavailableReason: null,
    advices,
    recommendedAllocation: profile === null ? [] : recommendedAllocation(profile),
    arbitrationStart: profile === null ? 'current' : 'recommended',
  };
}

export { performanceStep, riskStep };
