import { createQpWorkspace, solveQuadraticProgram, type QuadraticProgram } from './qp';

/** min ½(x₁² + x₂²) subject to x₁ + x₂ = 1 and x₁ ≥ lower. */
function program(lower: number): QuadraticProgram {
  return {
    n: 2,
    q: 2,
    quadratic: Float64Array.from([1, 0, 0, 1]),
    linear: Float64Array.from([0, 0]),
    constraints: Float64Array.from([1, 1, 1, 0]),
    bounds: Float64Array.from([1, lower]),
    equalities: 1,
  };
}

describe('solveQuadraticProgram', () => {
  const workspace = createQpWorkspace(2, 2);
  const out = { x: new Float64Array(2), multipliers: new Float64Array(2) };

  it('splits evenly when the bound does not bind (by symmetry), with a zero multiplier on the bound', () => {
    expect(solveQuadraticProgram(program(0), workspace, out)).toBe(true);
    expect(out.x[0]).toBeCloseTo(0.5, 12);
    expect(out.x[1]).toBeCloseTo(0.5, 12);
    // Stationarity x = u·(1, 1): the budget's multiplier is 0.5.
    expect(out.multipliers[0]).toBeCloseTo(0.5, 12);
    expect(out.multipliers[1]).toBe(0);
  });

  it('stops on a binding bound; the multipliers solve x = u₀(1, 1) + u₁(1, 0)', () => {
    // x = (0.7, 0.3): from the second row u₀ = 0.3, from the first u₁ = 0.7 − 0.3 = 0.4.
    expect(solveQuadraticProgram(program(0.7), workspace, out)).toBe(true);
    expect(out.x[0]).toBeCloseTo(0.7, 12);
    expect(out.x[1]).toBeCloseTo(0.3, 12);
    expect(out.multipliers[0]).toBeCloseTo(0.3, 12);
    expect(out.multipliers[1]).toBeCloseTo(0.4, 12);
  });

  it('reuses its buffers: solving again gives the same answer (quadprog overwrites its inputs)', () => {
    expect(solveQuadraticProgram(program(0.7), workspace, out)).toBe(true);
    expect(solveQuadraticProgram(program(0), workspace, out)).toBe(true);
    expect(out.x[0]).toBeCloseTo(0.5, 12);
  });

  it('answers false for inconsistent constraints, a matrix that is not positive definite or a size mismatch', () => {
    const inconsistent = { ...program(0), q: 3, constraints: Float64Array.from([1, 1, 1, 0, -1, 0]), bounds: Float64Array.from([1, 0.8, -0.5]) };
    expect(solveQuadraticProgram(inconsistent, createQpWorkspace(2, 3), out)).toBe(false);
    const singular = { ...program(0), quadratic: Float64Array.from([1, 0, 0, 0]) };
    expect(solveQuadraticProgram(singular, workspace, out)).toBe(false);
    expect(solveQuadraticProgram(program(0), createQpWorkspace(3, 2), out)).toBe(false);
  });
});

describe('equality multipliers', () => {
  it('keep the sign of the constraint as given when quadprog flips it internally', () => {
    // min ½(x₁² + x₂²) − 2x₁ − 2x₂ subject to x₁ + x₂ = 1: x = (0.5, 0.5), x − (2, 2) = u(1, 1) gives u = −1.5.
    // The unconstrained start (2, 2) violates the equality from above, which makes quadprog flip it.
    const flipped = { ...program(-1), linear: Float64Array.from([2, 2]) };
    const out = { x: new Float64Array(2), multipliers: new Float64Array(2) };
    expect(solveQuadraticProgram(flipped, createQpWorkspace(2, 2), out)).toBe(true);
    expect(out.x[0]).toBeCloseTo(0.5, 12);
    expect(out.multipliers[0]).toBeCloseTo(-1.5, 12);
  });
});
