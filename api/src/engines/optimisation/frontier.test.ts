import fc from 'fast-check';
import type { OptimisationStrategy } from '@patrimo/shared';
import { aimedBand, completed, COVARIANCE_RIDGE, Frontier, frontierCurveSteps, strategyPoint, type AllocationProblem } from './frontier';
import { seededRandom } from '../../../test/helpers/seeded-random';

/**
 * A basket of one euro fund (asset 0) and `risky` funds with a two-factor covariance B·Bᵀ + diag(d)
 * (annualised volatilities of about 3 % to 25 %) and expected returns rising with risk plus noise.
 */
function syntheticProblem(risky: number, seed: number, options: { cap?: number; floor?: number; scale?: number } = {}): AllocationProblem {
  const next = seededRandom(seed);
  const scale = options.scale ?? 1;
  const n = risky + 1;
  const loadings = Array.from({ length: risky }, () => [(0.02 + 0.18 * next()) * scale, (next() - 0.5) * 0.1 * scale]);
  const specific = Array.from({ length: risky }, () => ((0.01 + 0.08 * next()) * scale) ** 2);
  const covariance = new Float64Array(n * n);
  for (let i = 0; i < risky; i++) {
    for (let j = 0; j < risky; j++) {
      const [a0, a1] = loadings[i] as number[];
      const [b0, b1] = loadings[j] as number[];
      covariance[(i + 1) * n + (j + 1)] = (a0 as number) * (b0 as number) + (a1 as number) * (b1 as number) + (i === j ? (specific[i] as number) : 0);
    }
  }
  const expectedReturns = [0.02];
  for (let i = 1; i < n; i++) expectedReturns.push(0.02 + 0.25 * Math.sqrt(covariance[i * n + i] as number) + (next() - 0.5) * 0.02);
  return {
    covariance,
    expectedReturns,
    caps: Array.from({ length: n }, (_, i) => (i === 0 ? 1 : (options.cap ?? 0.3))),
    euroFund: Array.from({ length: n }, (_, i) => i === 0),
    euroFundFloor: options.floor ?? 0.2,
  };
}

function volatilityOf(problem: AllocationProblem, weights: readonly number[]): number {
  const n = weights.length;
  let variance = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) variance += (weights[i] as number) * (problem.covariance[i * n + j] as number) * (weights[j] as number);
  return Math.sqrt(variance);
}

function returnOf(problem: AllocationProblem, weights: readonly number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * (problem.expectedReturns[i] as number), 0);
}

/** Least squares by the normal equations and Gauss–Jordan elimination: the u minimising ‖M·u − g‖ (M given by columns). */
function leastSquares(columns: number[][], g: number[]): number[] {
  const m = columns.length;
  const normal = columns.map((a) => [...columns.map((b) => a.reduce((sum, value, i) => sum + value * (b[i] as number), 0)), a.reduce((sum, value, i) => sum + value * (g[i] as number), 0)]);
  for (let c = 0; c < m; c++) {
    let pivot = c;
    for (let r = c + 1; r < m; r++) if (Math.abs(normal[r]![c]!) > Math.abs(normal[pivot]![c]!)) pivot = r;
    [normal[c], normal[pivot]] = [normal[pivot]!, normal[c]!];
    for (let r = 0; r < m; r++) {
      if (r === c) continue;
      const factor = normal[r]![c]! / normal[c]![c]!;
      for (let k = c; k <= m; k++) normal[r]![k]! -= factor * normal[c]![k]!;
    }
  }
  return normal.map((row, c) => row[m]! / row[c]!);
}

/**
 * Checks the Karush–Kuhn–Tucker conditions of min ½wᵀ(Σ + εI)w − τμᵀw subject to Σw = 1, euro ≥ floor,
 * 0 ≤ w ≤ cap at `weights`, without the solver: the binding constraints are read off the weights, their
 * multipliers recovered by least squares from stationarity, and their signs checked.
 */
function expectKkt(problem: AllocationProblem, tau: number, weights: readonly number[]): void {
  const n = weights.length;
  const tolerance = 1e-8;
  // Primal feasibility.
  expect(Math.abs(weights.reduce((sum, w) => sum + w, 0) - 1)).toBeLessThan(1e-9);
  const euro = weights.reduce((sum, w, i) => sum + (problem.euroFund[i] ? w : 0), 0);
  expect(euro).toBeGreaterThanOrEqual(problem.euroFundFloor - 1e-6);
  weights.forEach((w, i) => {
    expect(w).toBeGreaterThanOrEqual(0);
    expect(w).toBeLessThanOrEqual((problem.caps[i] as number) + 1e-12);
  });
  // Gradient of the objective.
  const gradient = weights.map((_, i) => {
    let sum = -tau * (problem.expectedReturns[i] as number) + COVARIANCE_RIDGE * (weights[i] as number);
    for (let j = 0; j < n; j++) sum += (problem.covariance[i * n + j] as number) * (weights[j] as number);
    return sum;
  });
  // Binding constraints as columns a (constraint a·w ≥ b), the budget (an equality) first.
  const columns: number[][] = [weights.map(() => 1)];
  const slacks: number[] = [0];
  if (euro - problem.euroFundFloor <= tolerance) {
    columns.push(weights.map((_, i) => (problem.euroFund[i] ? 1 : 0)));
    slacks.push(euro - problem.euroFundFloor);
  }
  weights.forEach((w, i) => {
    if (w <= tolerance) {
      columns.push(weights.map((_, j) => (j === i ? 1 : 0)));
      slacks.push(w);
    } else if (w >= (problem.caps[i] as number) - tolerance) {
      columns.push(weights.map((_, j) => (j === i ? -1 : 0)));
      slacks.push((problem.caps[i] as number) - w);
    }
  });
  const multipliers = leastSquares(columns, gradient);
  // Stationarity: ∇f = Σ uₖ aₖ.
  gradient.forEach((value, i) => {
    const combination = columns.reduce((sum, column, k) => sum + (multipliers[k] as number) * (column[i] as number), 0);
    expect(Math.abs(value - combination)).toBeLessThan(1e-6);
  });
  // Dual feasibility of the inequalities, complementary slackness.
  multipliers.slice(1).forEach((u, k) => {
    expect(u).toBeGreaterThanOrEqual(-1e-6);
    // Multipliers scale with τ (the gradient holds τμ): so does the tolerance on uₖ·slackₖ.
    expect(Math.abs(u * (slacks[k + 1] as number))).toBeLessThan(1e-9 * (1 + tau));
  });
}

describe('Frontier', () => {
  it('finds the two-asset minimum-variance weights of the closed form w₁ = (σ₂² − σ₁₂) / (σ₁² + σ₂² − 2σ₁₂)', () => {
    // σ₁ = 20 %, σ₂ = 10 %, ρ = 0.3: σ₁₂ = 0.006. The programme's matrix is Σ + εI, so ε is in the variances.
    const problem: AllocationProblem = {
      covariance: Float64Array.from([0.04, 0.006, 0.006, 0.01]),
      expectedReturns: [0.07, 0.04],
      caps: [1, 1],
      euroFund: [false, false],
      euroFundFloor: 0,
    };
    const frontier = Frontier.of(problem)!;
    expect(frontier.solve(0)).toBe(true);
    const s1 = 0.04 + COVARIANCE_RIDGE;
    const s2 = 0.01 + COVARIANCE_RIDGE;
    const w1 = (s2 - 0.006) / (s1 + s2 - 2 * 0.006);
    expect(frontier.weights[0]).toBeCloseTo(w1, 6);
    expect(frontier.weights[1]).toBeCloseTo(1 - w1, 6);
    // Without the ridge the closed form gives 0.004 / 0.038 = 0.105263…, within 1e-6 as well.
    expect(Math.abs((frontier.weights[0] as number) - 0.004 / 0.038)).toBeLessThan(1e-6);
    expect(frontier.volatility).toBeCloseTo(Math.sqrt(w1 * w1 * 0.04 + 2 * w1 * (1 - w1) * 0.006 + (1 - w1) ** 2 * 0.01), 9);
  });

  it.each([
    [10, 11],
    [25, 12],
    [50, 13],
  ])('satisfies the KKT conditions, checked without the solver, for %i synthetic funds (seed %i)', (risky, seed) => {
    const problem = syntheticProblem(risky, seed);
    const frontier = Frontier.of(problem)!;
    for (const tau of [0, 0.02, 0.2, 1, 5, 1000]) {
      expect(frontier.solve(tau)).toBe(true);
      expectKkt(problem, tau, Array.from(frontier.weights));
    }
  });

  it('reports multipliers that agree with those recovered from stationarity', () => {
    const problem = syntheticProblem(8, 21);
    const frontier = Frontier.of(problem)!;
    expect(frontier.solve(0.5)).toBe(true);
    const active = frontier.activeConstraints();
    expect(active[0]!.kind).toBe('budget');
    // The budget's multiplier u solves, for any fund strictly inside its bounds that is not a euro fund,
    // (Σw)ᵢ + εwᵢ − τμᵢ = u.
    const n = problem.expectedReturns.length;
    const inside = Array.from(frontier.weights).findIndex((w, i) => i > 0 && w > 1e-6 && w < 0.3 - 1e-6);
    expect(inside).toBeGreaterThan(0);
    let gradient = -0.5 * (problem.expectedReturns[inside] as number) + COVARIANCE_RIDGE * (frontier.weights[inside] as number);
    for (let j = 0; j < n; j++) gradient += (problem.covariance[inside * n + j] as number) * (frontier.weights[j] as number);
    expect(active[0]!.multiplier).toBeCloseTo(gradient, 9);
    for (const constraint of active.slice(1)) expect(constraint.multiplier).toBeGreaterThanOrEqual(-1e-9);
  });

  it('is no worse than feasible points around it (objective check independent of the solver)', () => {
    const problem = syntheticProblem(12, 5);
    const frontier = Frontier.of(problem)!;
    const n = problem.expectedReturns.length;
    const objective = (w: readonly number[], tau: number): number => {
      let value = 0;
      for (let i = 0; i < n; i++) {
        value += 0.5 * COVARIANCE_RIDGE * (w[i] as number) ** 2 - tau * (w[i] as number) * (problem.expectedReturns[i] as number);
        for (let j = 0; j < n; j++) value += 0.5 * (w[i] as number) * (problem.covariance[i * n + j] as number) * (w[j] as number);
      }
      return value;
    };
    fc.assert(
      fc.property(
        fc.constantFrom(0, 0.1, 1),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n - 1, maxLength: n - 1 }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        (tau, draws, step) => {
          expect(frontier.solve(tau)).toBe(true);
          const best = Array.from(frontier.weights);
          // A feasible point: risky weights within caps scaled to leave the euro fund at least its floor.
          const risky = draws.map((d) => d * 0.3);
          const total = risky.reduce((sum, w) => sum + w, 0);
          const room = 1 - problem.euroFundFloor;
          const scaled = total > room ? risky.map((w) => (w * room) / total) : risky;
          const other = [1 - scaled.reduce((sum, w) => sum + w, 0), ...scaled];
          const mixed = best.map((w, i) => (1 - step) * w + step * (other[i] as number));
          expect(objective(mixed, tau)).toBeGreaterThanOrEqual(objective(best, tau) - 1e-12);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('gives the direction dw/dτ of the frontier: a finite difference on the same stretch agrees', () => {
    const problem = syntheticProblem(15, 9);
    const frontier = Frontier.of(problem)!;
    const direction = new Float64Array(problem.expectedReturns.length);
    for (const tau of [0.05, 0.3]) {
      expect(frontier.solve(tau)).toBe(true);
      const before = Array.from(frontier.weights);
      expect(frontier.slope(direction)).toBe(true);
      const h = tau * 1e-6;
      expect(frontier.solve(tau + h)).toBe(true);
      // On a stretch where the same constraints bind the weights are affine in τ.
      Array.from(frontier.weights).forEach((w, i) => expect((w - (before[i] as number)) / h).toBeCloseTo(direction[i] as number, 4));
      // The direction keeps the budget.
      expect(Math.abs(Array.from(direction).reduce((sum, v) => sum + v, 0))).toBeLessThan(1e-9);
    }
  });

  it('refuses malformed problems and reports infeasible ones', () => {
    const problem = syntheticProblem(3, 1);
    expect(Frontier.of({ ...problem, caps: [1, 0, 0.5, 0.5] })).toBeNull();
    expect(Frontier.of({ ...problem, expectedReturns: [0.02, Number.NaN, 0.05, 0.05] })).toBeNull();
    expect(Frontier.of({ ...problem, euroFundFloor: 1.5 })).toBeNull();
    // Caps summing below 1: no allocation exists.
    expect(Frontier.of({ ...problem, caps: [0.1, 0.1, 0.1, 0.1] })!.solve(0)).toBe(false);
  });
});

describe('strategyPoint', () => {
  const band = { min: 0.07, max: 0.1 };
  const problem = syntheticProblem(20, 7);
  const frontier = Frontier.of(problem)!;
  /** Frontier points on a fine grid of τ, solved independently of the search. */
  const samples = [0, ...Array.from({ length: 40 }, (_, k) => 1e-3 * 10 ** (k / 8))].map((tau) => {
    frontier.solve(tau);
    return { volatility: frontier.volatility, expectedReturn: frontier.expectedReturn };
  });

  it('minRisk sits on the aimed band’s lower edge, 5 % inside the band (defect 3), and no frontier point there is less volatile', () => {
    const found = strategyPoint(problem, 'minRisk', band)!;
    expect(found.withinBand).toBe(true);
    expect(found.point.volatility).toBeCloseTo(band.min * 1.05, 6);
    expect(aimedBand(band).min).toBeCloseTo(band.min * 1.05, 15);
    expect(samples[0]!.volatility).toBeLessThan(band.min);
  });

  it('maxReturn sits on the aimed band’s upper edge, 5 % inside the band (defect 3), and no frontier point within it earns more', () => {
    const found = strategyPoint(problem, 'maxReturn', band)!;
    expect(found.withinBand).toBe(true);
    expect(found.point.volatility).toBeCloseTo(band.max * 0.95, 6);
    for (const sample of samples) if (sample.volatility <= band.max * 0.95) expect(sample.expectedReturn).toBeLessThanOrEqual(found.point.expectedReturn + 1e-9);
  });

  it.each([
    [0, 0.04],
    [0.04, 0.07],
    [0.07, 0.1],
  ])('balanced sits in the middle of the band [%f, %f], between minRisk and maxReturn', (min, max) => {
    const [minRisk, balanced, maxReturn] = (['minRisk', 'balanced', 'maxReturn'] as const).map((strategy) => strategyPoint(problem, strategy, { min, max })!);
    expect(balanced!.withinBand).toBe(true);
    const middle = (min + max) / 2;
    if (samples[0]!.volatility <= middle) expect(balanced!.point.volatility).toBeCloseTo(middle, 6);
    else expect(balanced!.point.riskTolerance).toBe(0);
    expect(balanced!.point.volatility).toBeGreaterThanOrEqual(minRisk!.point.volatility - 1e-9);
    expect(balanced!.point.volatility).toBeLessThanOrEqual(maxReturn!.point.volatility + 1e-9);
    // Efficient: no frontier point at or below its volatility earns more.
    for (const sample of samples) if (sample.volatility <= balanced!.point.volatility) expect(sample.expectedReturn).toBeLessThanOrEqual(balanced!.point.expectedReturn + 1e-9);
  });

  it('returns the closest efficient point, out of band, when the band cannot be reached', () => {
    // Funds of 0.5 % to 4 % volatility: even the highest-return point is below a 13 % band.
    const calm = syntheticProblem(6, 3, { scale: 0.15 });
    for (const strategy of ['minRisk', 'balanced', 'maxReturn'] as const) {
      const found = strategyPoint(calm, strategy, { min: 0.13, max: 0.25 })!;
      expect(found.withinBand).toBe(false);
      expect(found.point.volatility).toBeLessThan(0.13);
      expect(found.point.riskTolerance).toBe(1000);
    }
    // A euro fund capped at 10 % cannot bring a basket of 20 %+ funds under 4 %: the minimum-variance point.
    const risky = { ...syntheticProblem(6, 3, { scale: 2 }), caps: [0.1, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3], euroFundFloor: 0.05 };
    const found = strategyPoint(risky, 'maxReturn', { min: 0, max: 0.04 })!;
    expect(found.withinBand).toBe(false);
    expect(found.point.riskTolerance).toBe(0);
    expect(found.point.volatility).toBeGreaterThan(0.04);
  });

  it('keeps weights summing to 1 within bounds and floor, and reports √(wᵀΣw), for random problems', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.constantFrom<OptimisationStrategy>('minRisk', 'balanced', 'maxReturn'),
        fc.constantFrom({ min: 0, max: 0.04 }, { min: 0.04, max: 0.07 }, { min: 0.07, max: 0.1 }, { min: 0.1, max: 0.13 }, { min: 0.13, max: 0.25 }),
        fc.double({ min: 0.2, max: 1, noNaN: true }),
        fc.constantFrom(0.05, 0.1, 0.2, 0.4, 0.6),
        (risky, seed, strategy, band, cap, floor) => {
          const generated = syntheticProblem(risky, seed, { cap, floor });
          const found = strategyPoint(generated, strategy, band);
          expect(found).not.toBeNull();
          const { weights, volatility, expectedReturn } = found!.point;
          expect(Math.abs(weights.reduce((sum, w) => sum + w, 0) - 1)).toBeLessThan(1e-9);
          weights.forEach((w, i) => {
            expect(w).toBeGreaterThanOrEqual(0);
            expect(w).toBeLessThanOrEqual((generated.caps[i] as number) + 1e-12);
          });
          expect(weights[0]).toBeGreaterThanOrEqual(floor - 1e-9);
          expect(volatility).toBeCloseTo(volatilityOf(generated, weights), 12);
          expect(expectedReturn).toBeCloseTo(returnOf(generated, weights), 12);
          if (found!.withinBand) {
            expect(volatility).toBeGreaterThanOrEqual(band.min - 1e-7);
            expect(volatility).toBeLessThanOrEqual(band.max + 1e-7);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the frontier curve for the chart', () => {
  it('runs from the minimum-variance point to the highest-return corner, rising, every point efficient', () => {
    const problem = syntheticProblem(12, 7);
    const curve = completed(frontierCurveSteps(problem));
    expect(curve.length).toBeGreaterThan(5);
    for (let k = 1; k < curve.length; k++) {
      expect((curve[k] as { volatility: number }).volatility).toBeGreaterThan((curve[k - 1] as { volatility: number }).volatility);
      expect((curve[k] as { expectedReturn: number }).expectedReturn).toBeGreaterThanOrEqual((curve[k - 1] as { expectedReturn: number }).expectedReturn - 1e-9);
    }
    const frontier = Frontier.of(problem) as Frontier;
    frontier.solve(0);
    expect(curve[0]?.volatility).toBeCloseTo(frontier.volatility, 9);
    frontier.solve(1000);
    expect(curve[curve.length - 1]?.expectedReturn).toBeCloseTo(frontier.expectedReturn, 9);
    // No point of the curve is beaten by the minRisk point of a band around it (the curve is the frontier).
    for (const point of curve) {
      const band = { min: Math.max(0, point.volatility - 1e-4), max: point.volatility + 1e-4 };
      const best = strategyPoint(problem, 'maxReturn', { min: band.min / 0.95, max: band.max / 0.95 });
      if (best?.withinBand) expect(best.point.expectedReturn).toBeLessThanOrEqual(point.expectedReturn + 5e-3);
    }
  });

  it('answers an empty curve for a malformed problem', () => {
    expect(completed(frontierCurveSteps({ ...syntheticProblem(3, 1), caps: [1, 0, 0, 0] }))).toEqual([]);
  });
});
