/**
 * Types of the `quadprog` package (1.6.1), which ships none. Only `solveQP` is used, through `qp.ts`.
 * Every array is 1-indexed, as in the Fortran original: index 0 is ignored.
 */
declare module 'quadprog' {
  /** What `solveQP` returns: `message` is empty on success. */
  export interface QuadprogResult {
    solution: number[];
    Lagrangian: number[];
    value: number[];
    unconstrained_solution: number[];
    iterations: number[];
    iact: number[];
    message: string;
  }

  /**
   * Minimises ½ xᵀDx − dᵀx subject to Aᵀx ≥ b, the first `meq` constraints being equalities.
   * `Dmat` (n × n), `dvec` (n), `Amat` (n × q) and `bvec` (q) are overwritten.
   */
  export function solveQP(Dmat: number[][], dvec: number[], Amat: number[][], bvec: number[], meq?: number, factorized?: number[]): QuadprogResult;

  const quadprog: { solveQP: typeof solveQP };
  export default quadprog;
}
