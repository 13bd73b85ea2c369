import { LOW_RISK_SRRI_BELOW, OPTIMISATION_CONFIDENCE, type OptimisationStrategy, type RecommendedRisk, type RiskProfileLevel } from '@patrimo/shared';
import { WEEKS_PER_YEAR } from '../../market/analytics';
import { EURO_FUND_FLOOR, PROFILE_VOLATILITY_BANDS, riskLevelOfVolatility } from '../profiles';
import { normalQuantile } from '../stats';
import { embedCovariance, ledoitWolfCovariance } from './covariance';
import { riskyExpectedReturn } from './expected-returns';
import { completedCooperatively, portfolioVolatility, strategyPoint, strategySteps, type AllocationProblem, type ConstraintKind, type StrategyPoint } from './frontier';

/**
 * The arbitration optimiser (spec §4 « optimize », §5, §8, §9; ENGINES.md "Optimisation"): from a basket of
 * funds, the saver's profile and a strategy, the proposed weights, their expected return and volatility, and
 * the 95 % range of one year's outcome next to the current allocation's. Pure: no I/O, never throws for bad
 * data (it answers `optimisation_failed`).
 */

/** Spec §8's messages, by refusal code. */
export const OPTIMISATION_REFUSALS = {
  no_euro_fund: 'Ajoutez un fonds euro pour respecter votre profil de risque',
  no_low_risk_fund: 'Ajoutez au moins un fonds SRRI < 4 pour respecter votre profil de risque',
  optimisation_failed: "Une erreur est survenue lors de l’optimisation de votre allocation",
} as const;

export type OptimisationRefusalCode = keyof typeof OPTIMISATION_REFUSALS;

/**
 * Highest weight of one risky fund when the caller gives none (*product choice*): 40 % keeps at least three
 * funds in a fully invested risky part, so that one fund's accident cannot take more than 40 % of the
 * contract; the euro fund, capital-guaranteed, may take everything.
 *
 * | asset | default cap |
 * |---|---|
 * | risky fund | 0.4 |
 * | euro fund | 1 |
 */
export const DEFAULT_FUND_CAP = 0.4;
export const DEFAULT_EURO_FUND_CAP = 1;

/**
 * Fewest weekly returns a risky fund needs (*product choice*): one year. Below that neither a covariance nor
 * a mean says anything the product would stand behind; the universe gives 5 years (260 weeks).
 */
export const MIN_WEEKLY_RETURNS = WEEKS_PER_YEAR;

/** One fund of the basket. */
export interface OptimisationAsset {
  isin: string;
  name: string;
  euroFund: boolean;
  /** SRRI 1–7; null when unknown (the fund then does not count as low risk). */
  srri: number | null;
  /** Yearly ongoing charges, a ratio; ignored for a euro fund, whose yield is already net. */
  ongoingCharges: number;
  /** Weekly simple returns, aligned across the risky funds (same dates, same length); empty for a euro fund. */
  weeklyReturns: readonly number[];
  /** The fund's own prior of its gross yearly return (see expected-returns.ts). */
  expectedReturnPrior?: number | undefined;
  /** Highest weight, in (0, 1]; `DEFAULT_FUND_CAP` (risky) or `DEFAULT_EURO_FUND_CAP` when absent. */
  cap?: number | undefined;
}

export interface OptimisationRequest {
  assets: readonly OptimisationAsset[];
  /** The euro fund's yearly yield, net of its fees (0.025 = 2,5 %). */
  euroFundYield: number;
  profile: RecommendedRisk;
  strategy: OptimisationStrategy;
  /** The current allocation, weights by ISIN, to compare with; normalised to sum 1. */
  currentWeights?: Readonly<Record<string, number>> | undefined;
}

/** The one-year range of outcomes at `confidence`: [μ − zσ, μ + zσ]. */
export interface OutcomeRange {
  confidence: number;
  low: number;
  high: number;
}

/** Figures of one allocation. */
export interface AllocationFigures {
  expectedReturn: number;
  volatility: number;
  level: RiskProfileLevel;
  range: OutcomeRange;
}

/** A binding constraint of the proposed allocation (for explanations and tests). */
export interface OptimisationConstraint {
  kind: ConstraintKind;
  /** The fund of a bound; null for the budget and the euro-fund floor. */
  isin: string | null;
  multiplier: number;
}

export interface OptimisationSuccess extends AllocationFigures {
  ok: true;
  strategy: OptimisationStrategy;
  /** Proposed weight by ISIN, summing to 1. */
  weights: Record<string, number>;
  /** Whether the volatility lies in the profile's band (false: the closest reachable point, see frontier.ts). */
  withinBand: boolean;
  /** The current allocation's figures; null when none was given or it cannot be evaluated. */
  current: AllocationFigures | null;
  /** τ of the programme (risk tolerance); the risk aversion λ is 1/τ. */
  riskTolerance: number;
  /** λ = 1/τ; Infinity at the minimum-variance point. */
  riskAversion: number;
  activeConstraints: OptimisationConstraint[];
  /** Expected yearly return of each fund, net of fees, by ISIN. */
  expectedReturns: Record<string, number>;
  /** Ledoit–Wolf shrinkage intensity of the covariance. */
  shrinkage: number;
}

export interface OptimisationRefusal {
  ok: false;
  code: OptimisationRefusalCode;
  message: string;
}

export type OptimisationOutcome = OptimisationSuccess | OptimisationRefusal;

/** The programme of a basket, ready to solve for any strategy. */
export interface PreparedOptimisation {
  assets: readonly OptimisationAsset[];
  problem: AllocationProblem;
  shrinkage: number;
  euroFundYield: number;
  profile: RecommendedRisk;
}

export function refusal(code: OptimisationRefusalCode): OptimisationRefusal {
  return { ok: false, code, message: OPTIMISATION_REFUSALS[code] };
}

/**
 * The z of the two-sided range at spec §9's confidence, z = Φ⁻¹(1 − (1 − 0.95)/2) ≈ 1.96.
 * The range [μ − zσ, μ + zσ] treats one year's return as normal (*product choice*): it is centred on the
 * expected return the screen shows, and over one year at the volatilities of the profiles (≤ 25 %) it differs
 * from a lognormal range by less than the estimation error of μ and σ themselves.
 */
export const OUTCOME_Z = normalQuantile(1 - (1 - OPTIMISATION_CONFIDENCE) / 2);

/** The 95 % one-year range of an allocation of expected return μ and volatility σ. */
export function outcomeRange(expectedReturn: number, volatility: number): OutcomeRange {
  return { confidence: OPTIMISATION_CONFIDENCE, low: expectedReturn - OUTCOME_Z * volatility, high: expectedReturn + OUTCOME_Z * volatility };
}

function figures(expectedReturn: number, volatility: number): AllocationFigures {
  return { expectedReturn, volatility, level: riskLevelOfVolatility(volatility), range: outcomeRange(expectedReturn, volatility) };
}

/** Spec §5's two conditions, in the spec's order. The euro fund does not satisfy the SRRI condition: the spec lists them apart. */
function basketRefusal(assets: readonly OptimisationAsset[]): OptimisationRefusal | null {
  if (!assets.some((asset) => asset.euroFund)) return refusal('no_euro_fund');
  if (!assets.some((asset) => !asset.euroFund && asset.srri !== null && asset.srri < LOW_RISK_SRRI_BELOW)) return refusal('no_low_risk_fund');
  return null;
}

function isValidAsset(asset: OptimisationAsset, periods: number): boolean {
  if (asset.cap !== undefined && !(asset.cap > 0 && asset.cap <= 1)) return false;
  if (asset.euroFund) return true;
  if (!(asset.ongoingCharges >= 0 && asset.ongoingCharges < 1)) return false;
  if (asset.expectedReturnPrior !== undefined && !Number.isFinite(asset.expectedReturnPrior)) return false;
  return asset.weeklyReturns.length === periods && asset.weeklyReturns.every(Number.isFinite);
}

/**
 * Checks the basket and builds its programme: the refusals of spec §5 first, then `optimisation_failed` for
 * data the engine cannot use (NaN, unequal or short series, duplicate ISINs, a cap outside (0, 1]).
 */
export function prepareOptimisation(request: Omit<OptimisationRequest, 'strategy' | 'currentWeights'>): PreparedOptimisation | OptimisationRefusal {
  const { assets, euroFundYield, profile } = request;
  const refused = basketRefusal(assets);
  if (refused) return refused;
  const risky = assets.flatMap((asset, index) => (asset.euroFund ? [] : [index]));
  const periods = (assets[risky[0] as number] as OptimisationAsset).weeklyReturns.length;
  const valid =
    Number.isFinite(euroFundYield) &&
    periods >= MIN_WEEKLY_RETURNS &&
    new Set(assets.map((asset) => asset.isin)).size === assets.length &&
    assets.every((asset) => isValidAsset(asset, periods)) &&
    EURO_FUND_FLOOR[profile] !== undefined;
  if (!valid) return refusal('optimisation_failed');
  const shrunk = ledoitWolfCovariance(
    risky.map((index) => (assets[index] as OptimisationAsset).weeklyReturns),
    WEEKS_PER_YEAR,
  );
  if (!shrunk) return refusal('optimisation_failed');
  const n = assets.length;
  const covariance = embedCovariance(shrunk, risky, n);
  const expectedReturns = assets.map((asset, index) =>
    asset.euroFund
      ? euroFundYield
      : riskyExpectedReturn({
          weeklyReturns: asset.weeklyReturns,
          volatility: Math.sqrt(covariance[index * n + index] as number),
          ongoingCharges: asset.ongoingCharges,
          euroFundYield,
          prior: asset.expectedReturnPrior,
        }),
  );
  if (!expectedReturns.every(Number.isFinite)) return refusal('optimisation_failed');
  const problem: AllocationProblem = {
    covariance,
    expectedReturns,
    caps: assets.map((asset) => asset.cap ?? (asset.euroFund ? DEFAULT_EURO_FUND_CAP : DEFAULT_FUND_CAP)),
    euroFund: assets.map((asset) => asset.euroFund),
    euroFundFloor: EURO_FUND_FLOOR[profile],
  };
  return { assets, problem, shrinkage: shrunk.shrinkage, euroFundYield, profile };
}

/**
 * Figures of the current allocation: its weights normalised to sum 1. Null when a weight is negative or not
 * finite, they sum to 0, or an ISIN is not in the basket (its risk is unknown to this programme).
 */
export function currentFigures(prepared: PreparedOptimisation, currentWeights: Readonly<Record<string, number>>): AllocationFigures | null {
  const position = new Map(prepared.assets.map((asset, index) => [asset.isin, index]));
  const weights = new Float64Array(prepared.assets.length);
  let sum = 0;
  for (const [isin, weight] of Object.entries(currentWeights)) {
    const index = position.get(isin);
    if (index === undefined || !(weight >= 0) || !Number.isFinite(weight)) return null;
    weights[index] = (weights[index] as number) + weight;
    sum += weight;
  }
  if (!(sum > 0)) return null;
  let expected = 0;
  for (let i = 0; i < weights.length; i++) {
    weights[i] = (weights[i] as number) / sum;
    expected += (weights[i] as number) * (prepared.problem.expectedReturns[i] as number);
  }
  return figures(expected, portfolioVolatility(prepared.problem.covariance, weights));
}

/** Solves a prepared basket for one strategy. */
export function optimisePrepared(prepared: PreparedOptimisation, strategy: OptimisationStrategy, currentWeights?: Readonly<Record<string, number>>): OptimisationOutcome {
  return outcomeOf(prepared, strategy, strategyPoint(prepared.problem, strategy, PROFILE_VOLATILITY_BANDS[prepared.profile]), currentWeights);
}

/** The outcome of a strategy's point (null: the search failed). */
function outcomeOf(prepared: PreparedOptimisation, strategy: OptimisationStrategy, found: StrategyPoint | null, currentWeights?: Readonly<Record<string, number>>): OptimisationOutcome {
  if (!found) return refusal('optimisation_failed');
  const { point, withinBand } = found;
  const isinOf = (index: number): string => (prepared.assets[index] as OptimisationAsset).isin;
  return {
    ok: true,
    strategy,
    ...figures(point.expectedReturn, point.volatility),
    weights: Object.fromEntries(point.weights.map((weight, index) => [isinOf(index), weight])),
    withinBand,
    current: currentWeights ? currentFigures(prepared, currentWeights) : null,
    riskTolerance: point.riskTolerance,
    riskAversion: point.riskTolerance === 0 ? Infinity : 1 / point.riskTolerance,
    activeConstraints: point.activeConstraints.map((constraint) => ({
      kind: constraint.kind,
      isin: constraint.asset === null ? null : isinOf(constraint.asset),
      multiplier: constraint.multiplier,
    })),
    expectedReturns: Object.fromEntries(prepared.problem.expectedReturns.map((value, index) => [isinOf(index), value])),
    shrinkage: prepared.shrinkage,
  };
}

/** The whole engine: refusals, programme, strategy point, figures of the proposal and of the current allocation. */
export function optimiseAllocation(request: OptimisationRequest): OptimisationOutcome {
  try {
    const prepared = prepareOptimisation(request);
    if ('ok' in prepared) return prepared;
    return optimisePrepared(prepared, request.strategy, request.currentWeights);
  } catch {
    // Data of a shape the types do not allow (a caller bypassing them): spec §8's default message, not a 500.
    return refusal('optimisation_failed');
  }
}

/**
 * The whole engine as a server runs it: the same answer as `optimiseAllocation`, but the event loop is handed
 * back after the preparation and after each programme, so that an optimisation over a large basket (or a
 * first one, before the solver is compiled) never holds other requests for more than one programme.
 */
export async function optimiseCooperatively(request: OptimisationRequest): Promise<OptimisationOutcome> {
  try {
    const prepared = prepareOptimisation(request);
    if ('ok' in prepared) return prepared;
    const found = await completedCooperatively(strategySteps(prepared.problem, request.strategy, PROFILE_VOLATILITY_BANDS[prepared.profile]));
    return outcomeOf(prepared, request.strategy, found, request.currentWeights);
  } catch {
    return refusal('optimisation_failed');
  }
}

/**
 * A prepared basket solved for one strategy on the event loop's turns, one programme per turn; `onPart` gets the
 * milliseconds of each part (the server's longest-hold measure).
 */
export async function optimisePreparedCooperatively(prepared: PreparedOptimisation, strategy: OptimisationStrategy, onPart?: (ms: number) => void): Promise<OptimisationOutcome> {
  try {
    const found = await completedCooperatively(strategySteps(prepared.problem, strategy, PROFILE_VOLATILITY_BANDS[prepared.profile]), onPart);
    return outcomeOf(prepared, strategy, found);
  } catch {
    return refusal('optimisation_failed');
  }
}

export { EURO_FUND_KEY, euroFundAsset, optimisationInputsFromUniverse } from './inputs';
