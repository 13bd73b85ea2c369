import type { OptimisationStrategy } from '@patrimo/shared';
import type { VolatilityBand } from '../profiles';
import { completed, completedCooperatively, type EngineSteps } from '../steps';
import { Frontier, type AllocationProblem, type FrontierPoint } from './frontier-solver';

/**
 * The constrained mean-variance frontier of one basket and the search along it for a strategy's point.
 *
 * Each point solves the quadratic programme
 *   minimise ½ wᵀ(Σ + εI)w − τ μᵀw
 *   subject to Σᵢ wᵢ = 1, Σ_euro wᵢ ≥ floor, 0 ≤ wᵢ ≤ capᵢ
 * for a risk tolerance τ ≥ 0 (the risk aversion is λ = 1/τ: τ = 0 is the minimum-variance point). The
 * volatility and the expected return of the solution never decrease as τ grows, so a volatility band is met
 * by a one-dimensional search over τ, each step one programme; the volatility band itself (a quadratic
 * constraint) never enters the programme.
 */

// The programme's solver and its algebra are in files of their own, exported from here too.
export { COVARIANCE_RIDGE, Frontier, type ActiveConstraint, type AllocationProblem, type ConstraintKind, type FrontierPoint } from './frontier-solver';
export { portfolioVolatility, solveLinearSystem } from './linear-algebra';

/**
 * The largest risk tolerance τ, the highest-return end of the frontier (*product choice*, numerical): at
 * τ = 1 000 a return difference of 0.01 % a year outweighs a variance difference of 0.1, larger than any
 * fund's, so the programme has reached the highest-return corner the constraints allow.
 */
export const MAX_RISK_TOLERANCE = 1000;

/**
 * A point whose volatility is within this distance of a band's edge is on the edge. The searches aim half of
 * it inside the band, so that the edge point's risk level is the profile's (an edge shared by two bands
 * belongs to the lower profile, see `riskLevelOfVolatility`).
 */
export const VOLATILITY_TOLERANCE = 1e-7;

/**
 * Balanced strategy (*product choice*): the middle of the profile's band, `(min + max) / 2` — the point of
 * the frontier the profile sits squarely in, between minRisk (the band's lower edge) and maxReturn (its upper
 * edge). A « best risk-adjusted ratio » point was tried and set aside: with the euro fund as the riskless
 * asset the ratio is flat along most of the band (the euro fund traded against one risky mix), so the point
 * it picks swings with 5-year estimates of the returns that cannot tell such ratios apart, and it costs three
 * times the programmes of a volatility search.
 */
export const BALANCED_BAND_POSITION = 0.5;

/**
 * Margin kept inside a profile's band by the edge strategies (issue 12 defect 3, *product choice*): minRisk
 * aims at `min × (1 + m)`, maxReturn at `max × (1 − m)`, m = 5 %. The optimiser estimates volatility with a
 * shrunk covariance of weekly simple returns; the risk step measures the proposal afterwards as the sample
 * deviation of the weekly log returns of the rebalanced mix, with the euro fund accruing its credited yield.
 * The two differ by about 1 % of the volatility on the shipped series (measured over the universe's
 * baskets, `risk-agreement.test.ts`); a proposal exactly on the edge was read one level lower (or higher) by
 * the risk step half of the time. Five times that gap keeps what the arbitration proposes in band on the
 * screen that reads it, and costs at most 0.65 point of volatility (the aggressive band's upper edge).
 */
export const BAND_EDGE_MARGIN = 0.05;

/** The band the edge strategies aim at: the profile's band narrowed by {@link BAND_EDGE_MARGIN} at each edge. */
export function aimedBand(band: VolatilityBand): VolatilityBand {
  return { min: band.min * (1 + BAND_EDGE_MARGIN), max: band.max * (1 - BAND_EDGE_MARGIN) };
}

/** Most programmes one volatility search solves; Newton steps usually need 2 to 5. */
const MAX_SEARCH_STEPS = 40;

/** A strategy's point and whether its volatility is inside the profile's band. */
export interface StrategyPoint {
  point: FrontierPoint;
  withinBand: boolean;
}

/** Variance terms of the last solution moved along v: var(t) = a + 2bt + ct², μ(t) = m + t·m1. */
function pieceTerms(frontier: Frontier, covariance: Float64Array, direction: Float64Array, expectedReturns: readonly number[]): { a: number; b: number; c: number; m1: number } {
  const { weights } = frontier;
  const n = weights.length;
  let b = 0;
  let c = 0;
  let m1 = 0;
  for (let i = 0; i < n; i++) {
    const vi = direction[i] as number;
    if (vi === 0) continue;
    m1 += vi * (expectedReturns[i] as number);
    let rowW = 0;
    let rowV = 0;
    for (let j = 0; j < n; j++) {
      const sij = covariance[i * n + j] as number;
      rowW += sij * (weights[j] as number);
      rowV += sij * (direction[j] as number);
    }
    b += vi * rowW;
    c += vi * rowV;
  }
  return { a: frontier.volatility ** 2, b, c, m1 };
}

/** One step of the volatility search: the t that brings var(t) to target² on the current stretch (NaN if none). */
function newtonStep(a: number, b: number, c: number, target: number): number {
  const gap = target * target - a;
  const discriminant = b * b + c * gap;
  if (!(discriminant >= 0)) return Number.NaN;
  const denominator = b + Math.sqrt(discriminant);
  return denominator > 0 ? gap / denominator : Number.NaN;
}

/**
 * The risk tolerance whose volatility is `target`, given a tolerance `low` whose volatility is below it
 * (the frontier must hold that solution or a later one of the same search) and, when known, one `high`
 * above it. Each step jumps to where the target would be met if the binding constraints did not change
 * (exact on a stretch of the frontier, see `Frontier.slope`), kept inside the bracket; a step that leaves the
 * bracket is replaced by a geometric bisection (or, with no upper end yet, a tenfold τ); after a step that
 * did not halve the gap on the same side, the next step is doubled. When even `MAX_RISK_TOLERANCE` stays below target, that end is returned: the
 * closest point. `side` says which end of an unresolved bracket to keep: 'above' a band's lower edge,
 * 'below' its upper edge. Null when a programme fails.
 */
function* toleranceForVolatility(frontier: Frontier, problem: AllocationProblem, target: number, low: number, high: number | null, side: 'above' | 'below'): SolverSteps<number | null> {
  let lo = low;
  let hi = high ?? Infinity;
  const direction = new Float64Array(problem.expectedReturns.length);
  let lastGap = Infinity;
  let lastSide = 0;
  for (let step = 0; step < MAX_SEARCH_STEPS; step++) {
    const tau = frontier.riskTolerance;
    const gap = frontier.volatility - target;
    if (Math.abs(gap) <= VOLATILITY_TOLERANCE / 10) return tau;
    const currentSide = gap < 0 ? -1 : 1;
    if (currentSide < 0) lo = Math.max(lo, tau);
    else hi = Math.min(hi, tau);
    // A step that landed on the same side without halving the gap is slow progress (see below).
    const slow = currentSide === lastSide && Math.abs(gap) > lastGap / 2;
    lastSide = currentSide;
    lastGap = Math.abs(gap);
    if (hi !== Infinity && hi - lo <= 1e-12 * hi) break;
    if (lo >= MAX_RISK_TOLERANCE) return MAX_RISK_TOLERANCE;
    let next = Number.NaN;
    if (frontier.slope(direction)) {
      const { a, b, c } = pieceTerms(frontier, problem.covariance, direction, problem.expectedReturns);
      // Slow progress on one side means constraints keep changing ahead: stretch the step (the bracket guards it).
      next = Math.min(MAX_RISK_TOLERANCE, tau + (slow ? 2 : 1) * newtonStep(a, b, c, target));
    }
    if (!(next > lo && next < hi)) {
      if (hi === Infinity) next = lo === 0 ? 1e-2 : Math.min(lo * 10, MAX_RISK_TOLERANCE);
      else next = lo > 0 ? Math.sqrt(lo * hi) : hi / 16;
      lastSide = 0;
    }
    if (!frontier.solve(next)) return null;
    yield;
  }
  const chosen = side === 'above' ? hi : lo;
  return chosen === Infinity ? MAX_RISK_TOLERANCE : chosen;
}

/**
 * The frontier searches solve one programme per part and pause after each (`EngineSteps`, `../steps`): a search
 * over a large basket never holds the event loop for more than one programme.
 */
export type SolverSteps<T> = EngineSteps<T>;
export { completed, completedCooperatively };

/**
 * The point of a strategy within a volatility band:
 *  - minRisk: the least volatility in the band, i.e. the band's lower edge, or the minimum-variance point
 *    when that is already inside;
 *  - maxReturn: the highest expected return with volatility at most the band's upper edge;
 *  - balanced: the middle of the band (see `BALANCED_BAND_POSITION`).
 * When the band cannot be reached (*product choice*), the closest efficient point is returned with
 * `withinBand: false`: the minimum-variance point when even it is riskier than the band, the highest-return
 * point when even it is safer. The saver then sees how far the basket is from the profile rather than no
 * answer, and can change the basket. Null only when a programme is infeasible or the solver fails.
 * The search, step by step (see `SolverSteps`).
 */
export function* strategySteps(problem: AllocationProblem, strategy: OptimisationStrategy, band: VolatilityBand): SolverSteps<StrategyPoint | null> {
  const frontier = Frontier.of(problem);
  if (!frontier) return null;
  const aimed = aimedBand(band);
  /** The lowest tolerance whose point reaches the aimed band (0 when the minimum-variance point already does). */
  const lowEnd = function* (): SolverSteps<number | null> {
    if (!frontier.solve(0)) return null;
    yield;
    if (frontier.volatility >= aimed.min - VOLATILITY_TOLERANCE) return 0;
    return yield* toleranceForVolatility(frontier, problem, aimed.min + VOLATILITY_TOLERANCE / 2, 0, null, 'above');
  };
  /** The tolerance whose point reaches `target` from below, searched from the minimum-variance point. */
  const reaching = function* (target: number): SolverSteps<number | null> {
    if (!frontier.solve(0)) return null;
    yield;
    if (frontier.volatility >= target) return 0;
    return yield* toleranceForVolatility(frontier, problem, target, 0, null, 'below');
  };
  let tolerance: number | null;
  if (strategy === 'minRisk') tolerance = yield* lowEnd();
  else if (strategy === 'maxReturn') tolerance = yield* reaching(aimed.max - VOLATILITY_TOLERANCE / 2);
  else tolerance = yield* reaching(band.min + BALANCED_BAND_POSITION * (band.max - band.min));
  if (tolerance === null) return null;
  if (frontier.riskTolerance !== tolerance && !frontier.solve(tolerance)) return null;
  const volatility = frontier.volatility;
  return { point: frontier.point(), withinBand: volatility >= band.min - VOLATILITY_TOLERANCE && volatility <= band.max + VOLATILITY_TOLERANCE };
}

/** The point of a strategy within a volatility band, searched at once (see `strategySteps`). */
export function strategyPoint(problem: AllocationProblem, strategy: OptimisationStrategy, band: VolatilityBand): StrategyPoint | null {
  return completed(strategySteps(problem, strategy, band));
}

/** Points the frontier curve samples (*product choice*): enough for a smooth line on a 600-pixel chart. */
export const FRONTIER_CURVE_POINTS = 16;

/**
 * The efficient frontier of a problem as a curve for a chart: the points of the risk tolerances 0 (minimum
 * variance) and a geometric grid up to {@link MAX_RISK_TOLERANCE} (the highest-return corner), one programme per
 * part, by increasing volatility, points closer than 0.05 point of volatility and of return merged. Empty when a
 * programme fails.
 */
export function* frontierCurveSteps(problem: AllocationProblem, points: number = FRONTIER_CURVE_POINTS): SolverSteps<{ volatility: number; expectedReturn: number }[]> {
  const frontier = Frontier.of(problem);
  if (!frontier) return [];
  const curve: { volatility: number; expectedReturn: number }[] = [];
  const lowest = 1e-3;
  for (let k = 0; k < points; k++) {
    const tolerance = k === 0 ? 0 : lowest * Math.pow(MAX_RISK_TOLERANCE / lowest, (k - 1) / (points - 2));
    if (!frontier.solve(tolerance)) return [];
    const point = { volatility: frontier.volatility, expectedReturn: frontier.expectedReturn };
    const last = curve[curve.length - 1];
    if (!last || Math.abs(point.volatility - last.volatility) > 5e-4 || Math.abs(point.expectedReturn - last.expectedReturn) > 5e-4) curve.push(point);
    yield;
  }
  return curve.sort((a, b) => a.volatility - b.volatility);
}
