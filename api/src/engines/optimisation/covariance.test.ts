import fc from 'fast-check';
import { sampleStandardDeviation } from '../stats';
import { embedCovariance, ledoitWolfCovariance, shrinkToConstantCorrelation } from './covariance';

/** Cholesky factorisation succeeds with positive pivots: the matrix is positive definite. */
function isPositiveDefinite(matrix: Float64Array, n: number): boolean {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = matrix[i * n + j] as number;
      for (let k = 0; k < j; k++) sum -= (l[i * n + k] as number) * (l[j * n + k] as number);
      if (i === j) {
        if (!(sum > 0)) return false;
        l[i * n + i] = Math.sqrt(sum);
      } else l[i * n + j] = sum / (l[j * n + j] as number);
    }
  }
  return true;
}

describe('ledoitWolfCovariance', () => {
  it('matches an independent implementation of Ledoit & Wolf (2004) on a 3-asset case', () => {
    // Reference: a separate numpy implementation of the paper's formulas (π̂, ρ̂, γ̂ with 1/T moments, then
    // δ = clamp(κ̂/T), Σ = (δF + (1 − δ)S)·T/(T − 1)·52), run on these 8 weekly returns.
    const rows = [
      [0.01, 0.004, -0.02],
      [-0.015, -0.002, 0.012],
      [0.02, 0.006, -0.004],
      [0.005, 0.001, 0.018],
      [-0.01, -0.003, -0.015],
      [0.012, 0.002, 0.009],
      [-0.004, 0, -0.006],
      [0.007, 0.003, 0.011],
    ];
    const series = [0, 1, 2].map((asset) => rows.map((row) => row[asset] as number));
    const result = ledoitWolfCovariance(series, 52);
    expect(result).not.toBeNull();
    expect(result!.shrinkage).toBeCloseTo(0.9041418360891033, 12);
    expect(result!.averageCorrelation).toBeCloseTo(0.28230198612885155, 12);
    const expected = [
      0.007286500000000001, 0.0006423864130774443, 0.0021579586362284508, 0.0006423864130774443, 0.0004745000000000001, 0.0005406564132620967,
      0.0021579586362284508, 0.0005406564132620967, 0.009983071428571428,
    ];
    expected.forEach((value, index) => expect(result!.matrix[index]).toBeCloseTo(value, 14));
  });

  it('is the unbiased sample covariance for two assets (the constant-correlation target is then the sample)', () => {
    // Hand-worked: means 0.005 and 0.01; deviations (0.005, −0.025, 0.025, −0.005) and (0.01, −0.02, 0, 0.01).
    const x = [0.01, -0.02, 0.03, 0];
    const y = [0.02, -0.01, 0.01, 0.02];
    const result = ledoitWolfCovariance([x, y])!;
    expect(result.matrix[0]).toBeCloseTo(0.0013 / 3, 15);
    expect(result.matrix[3]).toBeCloseTo(0.0006 / 3, 15);
    expect(result.matrix[1]).toBeCloseTo(0.0005 / 3, 15);
    expect(result.matrix[2]).toBeCloseTo(0.0005 / 3, 15);
    expect(result.shrinkage).toBe(0);
  });

  it('keeps a constant series at zero without NaN', () => {
    const result = ledoitWolfCovariance([
      [0.01, -0.02, 0.03, 0],
      [0.001, 0.001, 0.001, 0.001],
      [0.02, -0.01, 0.01, 0.02],
    ])!;
    expect(Array.from(result.matrix).every(Number.isFinite)).toBe(true);
    for (let k = 0; k < 3; k++) {
      expect(result.matrix[1 * 3 + k]).toBe(0);
      expect(result.matrix[k * 3 + 1]).toBe(0);
    }
  });

  it('refuses data it cannot use', () => {
    expect(ledoitWolfCovariance([])).toBeNull();
    expect(ledoitWolfCovariance([[0.01]])).toBeNull();
    expect(ledoitWolfCovariance([[0.01, 0.02], [0.01]])).toBeNull();
    expect(ledoitWolfCovariance([[0.01, Number.NaN, 0.03]])).toBeNull();
  });

  it('gives a symmetric positive definite matrix, an intensity in [0, 1] and the sample variances on the diagonal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((n) =>
          fc.array(fc.array(fc.double({ min: -0.1, max: 0.1, noNaN: true }), { minLength: n, maxLength: n }), { minLength: n + 3, maxLength: 40 }),
        ),
        (rows) => {
          const n = (rows[0] as number[]).length;
          const series = Array.from({ length: n }, (_, asset) => rows.map((row) => row[asset] as number));
          const result = ledoitWolfCovariance(series, 52)!;
          expect(result.shrinkage).toBeGreaterThanOrEqual(0);
          expect(result.shrinkage).toBeLessThanOrEqual(1);
          for (let i = 0; i < n; i++) {
            const sd = sampleStandardDeviation(series[i] as number[]) as number;
            expect(result.matrix[i * n + i]).toBeCloseTo(sd * sd * 52, 12);
            for (let j = 0; j < n; j++) expect(result.matrix[i * n + j]).toBe(result.matrix[j * n + i]);
          }
          // Positive definite whenever every asset varies and the returns are not collinear (n + 3 draws of doubles).
          const varies = series.every((values) => (sampleStandardDeviation(values) as number) > 1e-6);
          if (varies && result.shrinkage > 0) expect(isPositiveDefinite(result.matrix, n)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('shrinkToConstantCorrelation', () => {
  const sample = Float64Array.from([0.04, 0.006, 0.006, 0.01]);

  it('is the sample covariance at intensity 0', () => {
    expect(Array.from(shrinkToConstantCorrelation(sample, 2, 0, 0.9))).toEqual([0.04, 0.006, 0.006, 0.01]);
  });

  it('is the constant-correlation target at intensity 1: variances kept, covariances r̄·σᵢσⱼ', () => {
    const target = shrinkToConstantCorrelation(sample, 2, 1, 0.5);
    expect(target[0]).toBe(0.04);
    expect(target[3]).toBe(0.01);
    expect(target[1]).toBeCloseTo(0.5 * 0.2 * 0.1, 15);
  });
});

describe('embedCovariance', () => {
  it('places the risky block and leaves the euro fund row and column at zero', () => {
    const risky = { size: 2, matrix: Float64Array.from([0.04, 0.006, 0.006, 0.01]), shrinkage: 0, averageCorrelation: 0 };
    expect(Array.from(embedCovariance(risky, [0, 2], 3))).toEqual([0.04, 0, 0.006, 0, 0, 0, 0.006, 0, 0.01]);
  });
});
