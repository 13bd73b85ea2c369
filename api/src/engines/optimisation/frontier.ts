import type { OptimisationStrategy } from '@patrimo/shared';
import type { VolatilityBand } from '../profiles';
import { completed, completedCooperatively, type EngineSteps } from '../steps';
import { createQpWorkspace, solveQuadraticProgram, type QpSolution, type QpWorkspace, type QuadraticProgram } from './qp';

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

/**
 * Ridge ε added to the covariance's diagonal in the programme (*product choice*, numerical): the euro fund's
 * row is zero, so Σ alone is only semi-definite and quadprog needs a positive definite matrix.
 *
 * | ε | effect |
 * |---|---|
 * | too large (1e-6) | the minimum-variance point keeps dust of ε/σᵢ² in each fund (0.25 % in a 2 % volatility bond fund) |
 * | 1e-8 (chosen) | dust below 0.003 % even for a 2 % volatility fund; the KKT conditions hold to 1e-6 at τ = 1 000 |
 * | too small (1e-12) | at large τ the unconstrained start τμ/ε (≈ 1e13) costs the solver its precision |
 *
 * It also splits the weight evenly between assets the data cannot tell apart (two euro funds). Reported
 * volatilities use Σ without it.
 */
export const COVARIANCE_RIDGE = 1e-8;

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

/** One basket's programme: n assets, covariance annualised, returns yearly. */
export interface AllocationProblem {
  /** Σ, n × n, row-major, annualised; the euro funds' rows and columns are zero. */
  covariance: Float64Array;
  /** μ, yearly expected returns net of fees. */
  expectedReturns: readonly number[];
  /** Highest weight of each asset, in (0, 1]. */
  caps: readonly number[];
  /** Which assets are euro funds. */
  euroFund: readonly boolean[];
  /** Smallest total weight of the euro funds, in [0, 1]. */
  euroFundFloor: number;
}

/** A constraint of the programme. */
export type ConstraintKind = 'budget' | 'euroFundFloor' | 'lowerBound' | 'upperBound';

/** A binding constraint of a solution and its Lagrange multiplier (the objective's sensitivity to it). */
export interface ActiveConstraint {
  kind: ConstraintKind;
  /** The asset of a bound; null for the budget and the floor. */
  asset: number | null;
  multiplier: number;
}

/** A solved point of the frontier. */
export interface FrontierPoint {
  weights: number[];
  expectedReturn: number;
  volatility: number;
  /** τ of the programme. */
  riskTolerance: number;
  activeConstraints: ActiveConstraint[];
}

/** A strategy's point and whether its volatility is inside the profile's band. */
export interface StrategyPoint {
  point: FrontierPoint;
  withinBand: boolean;
}

/** How many recent solutions a frontier keeps (the searches come back to the band's ends and to τ = 0). */
const REMEMBERED_SOLUTIONS = 8;

/** A solution kept by `Frontier.remember`. */
interface RememberedSolution {
  riskTolerance: number;
  x: Float64Array;
  multipliers: Float64Array;
  weights: Float64Array;
  expectedReturn: number;
  volatility: number;
}

/** A slack below this marks an inequality as binding. */
const ACTIVE_SLACK = 1e-9;

function isValidProblem(problem: AllocationProblem): boolean {
  const n = problem.expectedReturns.length;
  if (n < 1 || problem.caps.length !== n || problem.euroFund.length !== n || problem.covariance.length !== n * n) return false;
  if (!(problem.euroFundFloor >= 0 && problem.euroFundFloor <= 1)) return false;
  if (!problem.expectedReturns.every(Number.isFinite) || !problem.caps.every((cap) => cap > 0 && cap <= 1)) return false;
  for (const value of problem.covariance) if (!Number.isFinite(value)) return false;
  return true;
}

/** The mean-variance frontier of one problem; its buffers are reused by every `solve`. */
export class Frontier {
  /** The last solution's weights, cleaned (no negative, summing to 1). */
  readonly weights: Float64Array;
  expectedReturn = Number.NaN;
  volatility = Number.NaN;
  riskTolerance = Number.NaN;
  private readonly program: QuadraticProgram;
  private readonly workspace: QpWorkspace;
  private readonly solution: QpSolution;
  private readonly n: number;
  private readonly system: Float64Array;
  private readonly free: Int32Array;
  private readonly memory: RememberedSolution[] = [];

  private constructor(private readonly problem: AllocationProblem) {
    const n = problem.expectedReturns.length;
    const q = 2 + 2 * n;
    this.n = n;
    const quadratic = Float64Array.from(problem.covariance);
    for (let i = 0; i < n; i++) quadratic[i * n + i] = (quadratic[i * n + i] as number) + COVARIANCE_RIDGE;
    const constraints = new Float64Array(q * n);
    const bounds = new Float64Array(q);
    for (let i = 0; i < n; i++) {
      constraints[i] = 1;
      constraints[n + i] = problem.euroFund[i] ? 1 : 0;
      constraints[(2 + i) * n + i] = 1;
      constraints[(2 + n + i) * n + i] = -1;
      bounds[2 + n + i] = -(problem.caps[i] as number);
    }
    bounds[0] = 1;
    bounds[1] = problem.euroFundFloor;
    this.program = { n, q, quadratic, linear: new Float64Array(n), constraints, bounds, equalities: 1 };
    this.workspace = createQpWorkspace(n, q);
    this.solution = { x: new Float64Array(n), multipliers: new Float64Array(q) };
    this.weights = new Float64Array(n);
    this.system = new Float64Array((n + 2) * (n + 3));
    this.free = new Int32Array(n);
  }

  /** The frontier of a problem; null when the problem is malformed (sizes, NaN, a cap outside (0, 1]). */
  static of(problem: AllocationProblem): Frontier | null {
    return isValidProblem(problem) ? new Frontier(problem) : null;
  }

  /**
   * Solves the programme for risk tolerance τ (or recalls it, when solved recently); false when it is
   * infeasible (caps summing below 1, a floor the euro funds cannot reach) or the solver fails.
   */
  solve(riskTolerance: number): boolean {
    const { n, problem, program, solution, weights } = this;
    const remembered = this.memory.find((entry) => entry.riskTolerance === riskTolerance);
    if (remembered) {
      solution.x.set(remembered.x);
      solution.multipliers.set(remembered.multipliers);
      weights.set(remembered.weights);
      this.expectedReturn = remembered.expectedReturn;
      this.volatility = remembered.volatility;
      this.riskTolerance = riskTolerance;
      return true;
    }
    for (let i = 0; i < n; i++) program.linear[i] = riskTolerance * (problem.expectedReturns[i] as number);
    if (!solveQuadraticProgram(program, this.workspace, solution)) return false;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const weight = Math.min(Math.max(solution.x[i] as number, 0), problem.caps[i] as number);
      weights[i] = weight;
      sum += weight;
    }
    if (!(Math.abs(sum - 1) < 1e-6)) return false;
    // The solver's rounding (up to ~1e-10 at large τ) goes to the asset with the most room for it, so that
    // the weights sum to 1 without any leaving its bounds.
    const residual = 1 - sum;
    let roomiest = 0;
    let room = -Infinity;
    for (let i = 0; i < n; i++) {
      const available = residual > 0 ? (problem.caps[i] as number) - (weights[i] as number) : (weights[i] as number);
      if (available > room) {
        room = available;
        roomiest = i;
      }
    }
    weights[roomiest] = (weights[roomiest] as number) + residual;
    let expected = 0;
    for (let i = 0; i < n; i++) expected += (weights[i] as number) * (problem.expectedReturns[i] as number);
    this.expectedReturn = expected;
    this.volatility = portfolioVolatility(problem.covariance, weights);
    this.riskTolerance = riskTolerance;
    this.remember();
    return true;
  }

  /** Keeps the last solution among the few most recent ones (their arrays reused), for the searches' returns to an end. */
  private remember(): void {
    const entry =
      this.memory.length < REMEMBERED_SOLUTIONS
        ? { riskTolerance: 0, x: new Float64Array(this.n), multipliers: new Float64Array(this.program.q), weights: new Float64Array(this.n), expectedReturn: 0, volatility: 0 }
        : (this.memory.shift() as RememberedSolution);
    entry.riskTolerance = this.riskTolerance;
    entry.x.set(this.solution.x);
    entry.multipliers.set(this.solution.multipliers);
    entry.weights.set(this.weights);
    entry.expectedReturn = this.expectedReturn;
    entry.volatility = this.volatility;
    this.memory.push(entry);
  }

  /** The binding constraints of the last solution, with their multipliers. */
  activeConstraints(): ActiveConstraint[] {
    const { n, program, solution } = this;
    const active: ActiveConstraint[] = [{ kind: 'budget', asset: null, multiplier: solution.multipliers[0] as number }];
    for (let k = 1; k < program.q; k++) {
      let slack = -(program.bounds[k] as number);
      for (let i = 0; i < n; i++) slack += (program.constraints[k * n + i] as number) * (solution.x[i] as number);
      if (slack > ACTIVE_SLACK) continue;
      if (k === 1 && !this.problem.euroFund.some(Boolean)) continue;
      const kind: ConstraintKind = k === 1 ? 'euroFundFloor' : k < 2 + n ? 'lowerBound' : 'upperBound';
      active.push({ kind, asset: k === 1 ? null : (k - 2) % n, multiplier: solution.multipliers[k] as number });
    }
    return active;
  }

  /**
   * The direction dw/dτ of the last solution, into `out`: on a stretch of the frontier where the same
   * constraints bind the weights are affine in τ (the programme's optimality conditions are then linear in w,
   * τ and the multipliers), so holding the bound weights fixed and keeping the binding equalities, v solves
   *   D_FF v_F + 1·u + e·u' = μ_F,  1ᵀv_F = 0,  eᵀv_F = 0 (when the euro-fund floor binds),
   * F being the assets strictly between their bounds. This is what the volatility searches step with; the
   * points themselves always come from the solver. False when the system is singular.
   */
  slope(out: Float64Array): boolean {
    const { n, problem, program, solution, free, system } = this;
    out.fill(0);
    let k = 0;
    let euroSum = 0;
    let euroFree = false;
    for (let i = 0; i < n; i++) {
      const x = solution.x[i] as number;
      if (problem.euroFund[i]) euroSum += x;
      if (x > ACTIVE_SLACK && x < (problem.caps[i] as number) - ACTIVE_SLACK) {
        free[k++] = i;
        if (problem.euroFund[i]) euroFree = true;
      }
    }
    if (k === 0) return true;
    const floorBinds = euroFree && problem.euroFundFloor > 0 && euroSum - problem.euroFundFloor <= ACTIVE_SLACK;
    const size = k + 1 + (floorBinds ? 1 : 0);
    const width = size + 1;
    system.fill(0, 0, size * width);
    for (let a = 0; a < k; a++) {
      const i = free[a] as number;
      for (let b = 0; b < k; b++) system[a * width + b] = program.quadratic[i * n + (free[b] as number)] as number;
      system[a * width + k] = 1;
      system[k * width + a] = 1;
      if (floorBinds && problem.euroFund[i]) {
        system[a * width + k + 1] = 1;
        system[(k + 1) * width + a] = 1;
      }
      system[a * width + size] = problem.expectedReturns[i] as number;
    }
    if (!solveLinearSystem(system, size)) return false;
    for (let a = 0; a < k; a++) out[free[a] as number] = system[a * width + size] as number;
    return true;
  }

  /** A copy of the last solution. */
  point(): FrontierPoint {
    return {
      weights: Array.from(this.weights),
      expectedReturn: this.expectedReturn,
      volatility: this.volatility,
      riskTolerance: this.riskTolerance,
      activeConstraints: this.activeConstraints(),
    };
  }
}

/**
 * Solves in place the linear system held by `augmented` (size rows of size + 1 columns, the last being the
 * right-hand side) by Gaussian elimination with partial pivoting; the solution replaces the last column.
 * False when a pivot vanishes.
 */
export function solveLinearSystem(augmented: Float64Array, size: number): boolean {
  const width = size + 1;
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++) {
      if (Math.abs(augmented[row * width + column] as number) > Math.abs(augmented[pivot * width + column] as number)) pivot = row;
    }
    const pivotValue = augmented[pivot * width + column] as number;
    if (!(Math.abs(pivotValue) > 1e-14)) return false;
    if (pivot !== column) {
      for (let j = 0; j < width; j++) {
        const swap = augmented[column * width + j] as number;
        augmented[column * width + j] = augmented[pivot * width + j] as number;
        augmented[pivot * width + j] = swap;
      }
    }
    for (let row = column + 1; row < size; row++) {
      const factor = (augmented[row * width + column] as number) / pivotValue;
      if (factor === 0) continue;
      for (let j = column; j < width; j++) augmented[row * width + j] = (augmented[row * width + j] as number) - factor * (augmented[column * width + j] as number);
    }
  }
  for (let row = size - 1; row >= 0; row--) {
    let sum = augmented[row * width + size] as number;
    for (let j = row + 1; j < size; j++) sum -= (augmented[row * width + j] as number) * (augmented[j * width + size] as number);
    augmented[row * width + size] = sum / (augmented[row * width + row] as number);
  }
  return true;
}

/** √(wᵀΣw), Σ n × n row-major. */
export function portfolioVolatility(covariance: ArrayLike<number>, weights: ArrayLike<number>): number {
  const n = weights.length;
  let variance = 0;
  for (let i = 0; i < n; i++) {
    const wi = weights[i] as number;
    if (wi === 0) continue;
    let row = 0;
    for (let j = 0; j < n; j++) row += (covariance[i * n + j] as number) * (weights[j] as number);
    variance += wi * row;
  }
  return Math.sqrt(Math.max(0, variance));
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
