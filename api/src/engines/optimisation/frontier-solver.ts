import { portfolioVolatility, solveLinearSystem } from './linear-algebra';
import { createQpWorkspace, solveQuadraticProgram, type QpSolution, type QpWorkspace, type QuadraticProgram } from './qp';

/**
 * One basket's programme and its solver: the `Frontier` solves the quadratic programme for a risk tolerance τ
 * (see `./frontier` for the programme and the searches along it), keeps its recent solutions, and reads the
 * binding constraints and the direction of the frontier at a solution.
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
