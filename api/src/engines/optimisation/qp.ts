import quadprog from 'quadprog';

/**
 * The one place that talks to `quadprog` (Goldfarb–Idnani dual active-set method). The package uses
 * 1-indexed nested arrays and overwrites its inputs; this adapter takes 0-indexed flat arrays, keeps the
 * 1-indexed buffers of one problem size and refills them on every solve, so that a search solving the same
 * problem for many right-hand sides allocates little.
 */

/**
 * A strictly convex quadratic programme: minimise ½ xᵀDx − dᵀx subject to Aᵢ·x = bᵢ for the first
 * `equalities` rows of A and Aᵢ·x ≥ bᵢ for the others.
 */
export interface QuadraticProgram {
  /** Number of variables. */
  n: number;
  /** Number of constraints (rows of `constraints`). */
  q: number;
  /** D, n × n, row-major, symmetric positive definite. */
  quadratic: Float64Array;
  /** d, n. */
  linear: Float64Array;
  /** A, q × n, row-major: row i is the i-th constraint's coefficients. */
  constraints: Float64Array;
  /** b, q. */
  bounds: Float64Array;
  /** How many leading rows of A are equalities. */
  equalities: number;
}

/**
 * The solution of a programme: the minimiser and the Lagrange multipliers, one per constraint, such that
 * Dx − d = Σ uₖ·Aₖ (uₖ ≥ 0 for inequalities; any sign for equalities).
 */
export interface QpSolution {
  x: Float64Array;
  multipliers: Float64Array;
}

/** The 1-indexed buffers quadprog works in, sized for one (n, q). */
export interface QpWorkspace {
  n: number;
  q: number;
  dmat: number[][];
  dvec: number[];
  amat: number[][];
  bvec: number[];
}

function oneIndexedMatrix(rows: number, columns: number): number[][] {
  const matrix: number[][] = [[]];
  for (let row = 1; row <= rows; row++) matrix.push(new Array<number>(columns + 1).fill(0));
  return matrix;
}

/** Buffers for programmes of n variables and q constraints, to pass to every `solveQuadraticProgram` of that size. */
export function createQpWorkspace(n: number, q: number): QpWorkspace {
  return { n, q, dmat: oneIndexedMatrix(n, n), dvec: new Array<number>(n + 1).fill(0), amat: oneIndexedMatrix(n, q), bvec: new Array<number>(q + 1).fill(0) };
}

/**
 * Solves the programme into `out` (arrays of length n and q). Returns false, leaving `out` unspecified,
 * when quadprog reports the constraints inconsistent or D not positive definite, or returns a non-finite
 * point; it never throws for such data.
 */
export function solveQuadraticProgram(program: QuadraticProgram, workspace: QpWorkspace, out: QpSolution): boolean {
  const { n, q } = program;
  if (workspace.n !== n || workspace.q !== q || n < 1 || q < 1) return false;
  const { dmat, dvec, amat, bvec } = workspace;
  for (let i = 0; i < n; i++) {
    const row = dmat[i + 1] as number[];
    for (let j = 0; j < n; j++) row[j + 1] = program.quadratic[i * n + j] as number;
    dvec[i + 1] = program.linear[i] as number;
    // quadprog's Amat holds one constraint per column.
    const column = amat[i + 1] as number[];
    for (let k = 0; k < q; k++) column[k + 1] = program.constraints[k * n + i] as number;
  }
  for (let k = 0; k < q; k++) bvec[k + 1] = program.bounds[k] as number;
  const result = quadprog.solveQP(dmat, dvec, amat, bvec, program.equalities);
  if (result.message !== '') return false;
  for (let i = 0; i < n; i++) {
    const value = result.solution[i + 1] as number;
    if (!Number.isFinite(value)) return false;
    out.x[i] = value;
  }
  for (let k = 0; k < q; k++) out.multipliers[k] = result.Lagrangian[k + 1] ?? 0;
  // quadprog may turn an equality a·x = b into −a·x = −b while it iterates (even once the constraint is
  // active), so the sign of an equality's multiplier is not reliable. Take its sign from stationarity:
  // the residual r = Dx − d − Σ_inequalities uₖ·Aₖ must equal Σ_equalities uₖ·Aₖ.
  if (program.equalities > 0) {
    const residual = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let value = -(program.linear[i] as number);
      for (let j = 0; j < n; j++) value += (program.quadratic[i * n + j] as number) * (out.x[j] as number);
      for (let k = program.equalities; k < q; k++) value -= (out.multipliers[k] as number) * (program.constraints[k * n + i] as number);
      residual[i] = value;
    }
    for (let k = 0; k < program.equalities; k++) {
      let projection = 0;
      for (let i = 0; i < n; i++) projection += (program.constraints[k * n + i] as number) * (residual[i] as number);
      out.multipliers[k] = Math.sign(projection) * Math.abs(out.multipliers[k] as number);
    }
  }
  return true;
}
