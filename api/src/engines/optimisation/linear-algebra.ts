/** The dense linear algebra of the frontier: a linear system solved in place, and a portfolio's volatility. */

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
