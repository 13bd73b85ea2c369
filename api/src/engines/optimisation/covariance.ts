/**
 * Covariance of fund returns with Ledoit–Wolf shrinkage. Five years of weekly returns give about 260
 * observations for up to 50 funds: the sample covariance then has about 1 275 free entries estimated from
 * few independent points, and an optimiser leans on its estimation errors (it loads the fund pairs whose
 * correlation happened to be low). Shrinking toward a structured target trades that noise for a little bias.
 *
 * Target (*product choice*): the constant-correlation matrix of Ledoit & Wolf, "Honey, I shrunk the sample
 * covariance matrix" (Journal of Portfolio Management, 2004). It keeps every fund's own variance (so a
 * fund's volatility here is the one its SRRI is computed from) and replaces each correlation by the average
 * one. The scaled identity target would also shrink variances toward their mean, making a bond fund look
 * riskier and an equity fund safer than their histories say.
 */

/** A covariance matrix with the shrinkage applied. */
export interface ShrunkCovariance {
  /** Number of assets. */
  size: number;
  /** size × size, row-major, symmetric. */
  matrix: Float64Array;
  /** Shrinkage intensity δ in [0, 1]: 0 is the sample covariance, 1 the target. */
  shrinkage: number;
  /** Average pairwise sample correlation r̄, the target's correlation (0 with fewer than 2 varying assets). */
  averageCorrelation: number;
}

/** Whether every series is finite and all have the same length, at least 2. */
function validSeries(series: readonly (readonly number[])[]): boolean {
  const length = series[0]?.length ?? 0;
  if (length < 2) return false;
  return series.every((values) => values.length === length && values.every((value) => Number.isFinite(value)));
}

/**
 * The Ledoit–Wolf (2004) shrinkage toward constant correlation, scaled by `periodsPerYear` (52 for weekly
 * returns gives an annualised matrix). `series[i]` holds asset i's returns, aligned on the same dates.
 *
 * With T observations, centred returns x, S the sample covariance with the 1/T denominator and F the
 * target (Fᵢᵢ = sᵢᵢ, Fᵢⱼ = r̄·√(sᵢᵢsⱼⱼ)), the optimal intensity is δ = max(0, min(1, (π − ρ) / (γ·T))), where
 *  - π = Σᵢⱼ (1/T) Σₜ (xᵢₜxⱼₜ − sᵢⱼ)², the estimation variance of S,
 *  - ρ = Σᵢ πᵢᵢ + Σᵢ≠ⱼ (r̄/2)(√(sⱼⱼ/sᵢᵢ)·ϑᵢᵢ,ᵢⱼ + √(sᵢᵢ/sⱼⱼ)·ϑⱼⱼ,ᵢⱼ) with ϑᵢᵢ,ᵢⱼ = (1/T) Σₜ (xᵢₜ² − sᵢᵢ)(xᵢₜxⱼₜ − sᵢⱼ),
 *  - γ = Σᵢⱼ (Fᵢⱼ − sᵢⱼ)², the distance between target and sample.
 * The intensity is computed on 1/T moments as published; the shrunk matrix is then rescaled by T/(T − 1)
 * so that its diagonal is the unbiased sample variance, the one the SRRI uses (analytics.ts).
 *
 * An asset whose returns never vary (zero variance) has no correlation: it is left out of r̄ and ρ and its
 * row stays zero. Returns null for fewer than 2 observations, unequal lengths or a non-finite return.
 */
export function ledoitWolfCovariance(series: readonly (readonly number[])[], periodsPerYear = 1): ShrunkCovariance | null {
  const size = series.length;
  if (size === 0 || !validSeries(series)) return null;
  const periods = (series[0] as readonly number[]).length;
  // Centred returns, asset-major: x[i * periods + t].
  const centred = new Float64Array(size * periods);
  for (let i = 0; i < size; i++) {
    const values = series[i] as readonly number[];
    let sum = 0;
    for (let t = 0; t < periods; t++) sum += values[t] as number;
    const average = sum / periods;
    for (let t = 0; t < periods; t++) centred[i * periods + t] = (values[t] as number) - average;
  }
  const sample = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = i; j < size; j++) {
      let sum = 0;
      for (let t = 0; t < periods; t++) sum += (centred[i * periods + t] as number) * (centred[j * periods + t] as number);
      sample[i * size + j] = sum / periods;
      sample[j * size + i] = sum / periods;
    }
  }
  const deviation = new Float64Array(size);
  for (let i = 0; i < size; i++) deviation[i] = Math.sqrt(sample[i * size + i] as number);

  let correlationSum = 0;
  let pairs = 0;
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const scale = (deviation[i] as number) * (deviation[j] as number);
      if (scale > 0) {
        correlationSum += (sample[i * size + j] as number) / scale;
        pairs++;
      }
    }
  }
  const averageCorrelation = pairs === 0 ? 0 : correlationSum / pairs;

  // π's diagonal terms, and the squared deviations xᵢₜ² − sᵢᵢ reused by every ϑ.
  const squaredDeviation = new Float64Array(size * periods);
  let pi = 0;
  let rho = 0;
  for (let i = 0; i < size; i++) {
    const variance = sample[i * size + i] as number;
    let piDiagonal = 0;
    for (let t = 0; t < periods; t++) {
      const value = (centred[i * periods + t] as number) ** 2 - variance;
      squaredDeviation[i * periods + t] = value;
      piDiagonal += value * value;
    }
    pi += piDiagonal / periods;
    rho += piDiagonal / periods;
  }
  let gamma = 0;
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const covariance = sample[i * size + j] as number;
      let piPair = 0;
      let thetaI = 0;
      let thetaJ = 0;
      for (let t = 0; t < periods; t++) {
        const cross = (centred[i * periods + t] as number) * (centred[j * periods + t] as number) - covariance;
        piPair += cross * cross;
        thetaI += (squaredDeviation[i * periods + t] as number) * cross;
        thetaJ += (squaredDeviation[j * periods + t] as number) * cross;
      }
      // Each unordered pair stands for (i, j) and (j, i).
      pi += (2 * piPair) / periods;
      const deviationI = deviation[i] as number;
      const deviationJ = deviation[j] as number;
      if (deviationI > 0 && deviationJ > 0) {
        rho += averageCorrelation * ((deviationJ / deviationI) * (thetaI / periods) + (deviationI / deviationJ) * (thetaJ / periods));
        gamma += 2 * (averageCorrelation * deviationI * deviationJ - covariance) ** 2;
      } else {
        gamma += 2 * covariance ** 2;
      }
    }
  }
  const shrinkage = gamma > 0 ? Math.max(0, Math.min(1, (pi - rho) / gamma / periods)) : 0;
  return { size, matrix: shrinkToConstantCorrelation(sample, size, shrinkage, averageCorrelation, (periodsPerYear * periods) / (periods - 1)), shrinkage, averageCorrelation };
}

/**
 * δ·F + (1 − δ)·S times `scale`, F being the constant-correlation target of S with correlation r̄. Exposed
 * for tests: with δ = 0 it is S itself.
 */
export function shrinkToConstantCorrelation(sample: Float64Array, size: number, shrinkage: number, averageCorrelation: number, scale = 1): Float64Array {
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const observed = sample[i * size + j] as number;
      const target = i === j ? observed : averageCorrelation * Math.sqrt((sample[i * size + i] as number) * (sample[j * size + j] as number));
      matrix[i * size + j] = scale * (shrinkage * target + (1 - shrinkage) * observed);
    }
  }
  return matrix;
}

/**
 * The covariance of n assets where some (the euro funds) bear no market risk: `risky` is the shrunk
 * covariance of the risky assets, `riskyIndex[k]` the position among all n assets of risky asset k. The euro
 * funds' rows and columns are zero: a euro fund's capital and past returns are guaranteed, its yield is
 * declared once a year and does not move with markets.
 */
export function embedCovariance(risky: ShrunkCovariance, riskyIndex: readonly number[], n: number): Float64Array {
  const matrix = new Float64Array(n * n);
  for (let a = 0; a < risky.size; a++) {
    const i = riskyIndex[a] as number;
    for (let b = 0; b < risky.size; b++) matrix[i * n + (riskyIndex[b] as number)] = risky.matrix[a * risky.size + b] as number;
  }
  return matrix;
}
