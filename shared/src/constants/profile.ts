import type { InvestableAssets } from '../schemas/user-profile';

/**
 * Spec §3: minimum total estate of each `investableAssets` bracket, in euros
 * (0 below 50 k€, then 50 k€, 100 k€, 150 k€, 400 k€, 750 k€, 1,5 M€).
 */
export const INVESTABLE_ASSETS_MINIMUMS: Record<InvestableAssets, number> = {
  0: 0,
  1: 50_000,
  2: 100_000,
  3: 150_000,
  4: 400_000,
  5: 750_000,
  6: 1_500_000,
};

/** The bracket a declared estate falls in. */
export function investableAssetsFor(amount: number): InvestableAssets {
  const brackets = Object.entries(INVESTABLE_ASSETS_MINIMUMS) as [string, number][];
  let found: InvestableAssets = 0;
  for (const [bracket, minimum] of brackets) {
    if (amount >= minimum) found = Number(bracket) as InvestableAssets;
  }
  return found;
}
