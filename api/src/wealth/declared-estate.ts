import { INVESTABLE_ASSETS_MINIMUMS, type InvestableAssets } from '@patrimo/shared';

/**
 * The upper bound, in euros, of a declared-estate bracket (`investableAssets`): the next bracket's minimum,
 * excluded. The top bracket (over 1.5 M€) has none.
 *
 * @example
 * declaredEstateUpperBound(1); // 100_000 (« De 50 000 à 100 000 € »)
 * declaredEstateUpperBound(6); // null (« Plus de 1 500 000 € »)
 */
export function declaredEstateUpperBound(bracket: InvestableAssets): number | null {
  if (bracket === 6) return null;
  return INVESTABLE_ASSETS_MINIMUMS[(bracket + 1) as InvestableAssets];
}

/**
 * Spec §5: the declared total estate must not be below the aggregated one. A bracket is below when even its
 * upper bound does not exceed what the saver has already aggregated: bracket 1 (50 000 to 100 000 €) means
 * less than 100 000 €, so it is refused once 100 000 € are aggregated. The top bracket is never below.
 * Answered as the field code `below_aggregated` on `investableAssets`.
 *
 * @example
 * isBelowAggregatedEstate(1, 99_999.99); // false
 * isBelowAggregatedEstate(1, 100_000); // true
 */
export function isBelowAggregatedEstate(bracket: InvestableAssets, aggregatedAmount: number): boolean {
  const upperBound = declaredEstateUpperBound(bracket);
  return upperBound !== null && upperBound <= aggregatedAmount;
}
