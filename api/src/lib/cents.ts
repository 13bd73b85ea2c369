/** Euros to whole cents, the unit sums are made in so that parts add up exactly to their total. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}
