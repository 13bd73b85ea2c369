import {
  EURO_FUND_LINE_KEY,
  type AllocationFees,
  type AllocationFigures,
  type ArbitrationLine,
  type EstimatedFigures,
  type RecommendedRisk,
  type Srri,
} from '@patrimo/shared';
import type { GatheredContract } from '../analysis/inputs';
import { FEE_PROJECTION_GROSS_RETURN } from '../analysis/steps';
import { contractFees } from '../engines/fees';
import { embedCovariance, ledoitWolfCovariance } from '../engines/optimisation/covariance';
import { riskyExpectedReturn } from '../engines/optimisation/expected-returns';
import { portfolioVolatility } from '../engines/optimisation/frontier';
import { outcomeRange, type OptimisationAsset } from '../engines/optimisation/optimise';
import { rangeAgainstProfile, riskLevelOfVolatility } from '../engines/profiles';
import { allocationWeeklyCloses, volatilityOfSample, type RiskComponent } from '../engines/risk';
import type { Universe } from '../investments/universe';
import { SRRI_YEARS, WEEKS_PER_YEAR } from '../market/analytics';
import type { DailySeries } from '../market/series';

/**
 * The figures of an allocation the arbitration shows: expected return, range and volatility with the optimiser's
 * estimators, the risk step's reading, the fees, and the contract's lines today.
 */

/** An amount rounded to the cent. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * Expected return, range and volatility of weights over assets, with the optimiser's estimators (Ledoit–Wolf
 * covariance of the weekly returns, expected returns net of charges), without its refusals: what the starting
 * allocations and today's allocation show. Weights of keys outside the assets (a fund without prices, cash) are
 * left out and the rest scaled to 1. Null when nothing is measured.
 */
export function estimateAllocation(assets: readonly OptimisationAsset[], euroFundYield: number, weights: ReadonlyMap<string, number>): EstimatedFigures | null {
  const n = assets.length;
  const risky = assets.flatMap((asset, index) => (asset.euroFund ? [] : [index]));
  let covariance: Float64Array = new Float64Array(n * n);
  if (risky.length > 0) {
    const shrunk = ledoitWolfCovariance(risky.map((index) => (assets[index] as OptimisationAsset).weeklyReturns), WEEKS_PER_YEAR);
    if (!shrunk) return null;
    covariance = embedCovariance(shrunk, risky, n);
  }
  const w = new Float64Array(n);
  let sum = 0;
  assets.forEach((asset, index) => {
    const weight = weights.get(asset.isin) ?? 0;
    w[index] = weight;
    sum += weight;
  });
  if (!(sum > 0)) return null;
  let expected = 0;
  for (let i = 0; i < n; i++) {
    w[i] = (w[i] as number) / sum;
    const asset = assets[i] as OptimisationAsset;
    const mu = asset.euroFund ? euroFundYield : riskyExpectedReturn({ weeklyReturns: asset.weeklyReturns, volatility: Math.sqrt(covariance[i * n + i] as number), ongoingCharges: asset.ongoingCharges, euroFundYield });
    expected += (w[i] as number) * mu;
  }
  const volatility = portfolioVolatility(covariance, w);
  const range = outcomeRange(expected, volatility);
  return { expectedReturn: expected, volatility, range: { confidence: range.confidence, low: range.low, high: range.high } };
}

/** The risk step's reading of weights (its own estimator, see `allocationFiguresSchema`). */
export function riskRead(weights: ReadonlyMap<string, number>, seriesOf: (key: string) => DailySeries | null, end: string | null, profile: RecommendedRisk): Pick<AllocationFigures, 'volatility' | 'level' | 'srri' | 'profileRange'> {
  const components: RiskComponent[] = [...weights.entries()].filter(([, weight]) => weight > 0).map(([key, weight]) => ({ weight, series: seriesOf(key) }));
  const read = components.some((component) => component.series !== null) ? volatilityOfSample(allocationWeeklyCloses(components, SRRI_YEARS, end ?? undefined)) : null;
  if (!read) return { volatility: null, level: null, srri: null, profileRange: null };
  const range = rangeAgainstProfile(read.volatility, profile);
  return { volatility: read.volatility, level: riskLevelOfVolatility(read.volatility), srri: read.srri, profileRange: range === 'low' ? 'below' : range === 'high' ? 'above' : 'within' };
}

/** Fees of an allocation of the contract's value (the analysis's fees engine, same settings). */
export function feesOf(contract: GatheredContract, lines: readonly { isin: string | null; name: string; euroFund: boolean; amount: number; ongoingCharges: number | null; active: boolean | null }[]): AllocationFees {
  const euroFundValue = lines.filter((line) => line.euroFund).reduce((sum, line) => sum + line.amount, 0);
  const unitLinkedValue = lines.filter((line) => !line.euroFund).reduce((sum, line) => sum + line.amount, 0);
  const result = contractFees({
    kind: contract.kind,
    value: Math.max(contract.value, euroFundValue + unitLinkedValue),
    euroFundValue,
    unitLinkedValue,
    fees: contract.infos.fees,
    holdings: lines.map((line) => ({ isin: line.isin, name: line.name, amount: line.amount, euroFund: line.euroFund, ongoingCharges: line.ongoingCharges, active: line.active })),
    monthlyDeposit: contract.infos.monthlyDeposit,
    monthlyWithdrawal: contract.infos.monthlyBuyout,
    grossYearlyReturn: FEE_PROJECTION_GROSS_RETURN,
  });
  return { next12Months: cents(result.estimatedFees), twentyYears: cents(result.feeDrag), yearlyRate: result.yearlyRate, estimated: result.estimated };
}

/** The contract's lines today, by basket key (cash under `CASH`), with shares of the value. */
export function currentLines(contract: GatheredContract, universe: Universe): (ArbitrationLine & { key: string; series: DailySeries | null; ongoingCharges: number | null; active: boolean | null })[] {
  const total = contract.lines.reduce((sum, line) => sum + line.amount, 0) + contract.cash;
  const lines = contract.lines.map((line) => ({
    key: line.euroFund ? (line.isin ?? EURO_FUND_LINE_KEY) : (line.isin ?? `LINE:${line.name}`),
    isin: line.isin,
    name: line.name,
    euroFund: line.euroFund,
    assetClass: line.assetClass,
    srri: (line.euroFund ? 1 : line.srri) as Srri | null,
    share: total > 0 ? line.amount / total : 0,
    amount: cents(line.amount),
    series: line.euroFund ? contract.guaranteed : line.series,
    ongoingCharges: line.ongoingCharges,
    active: line.isin !== null && universe.byIsin.has(line.isin) ? false : line.active,
  }));
  if (contract.cash > 0) {
    lines.push({ key: 'CASH', isin: null, name: 'Liquidités', euroFund: false, assetClass: 'cash', srri: 1, share: contract.cash / total, amount: cents(contract.cash), series: null, ongoingCharges: 0, active: false });
  }
  return lines;
}
