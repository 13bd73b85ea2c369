/**
 * What the database cannot store, checked before writing so that the caller hears 400 rather than 500. Inputs
 * are already bounded at the edge (`MAX_AMOUNT` in the contract, `nulProblems` for U+0000); this guards the
 * amounts the server computes from them (a loan's monthly payment).
 */

/** The largest whole amount a `numeric(16,2)` column holds (its cents do not fit a double exactly). */
export const MAX_STORED_EUROS = 99_999_999_999_999;

/** Whether an amount fits a `numeric(16,2)` column. */
export function storableEuros(euros: number): boolean {
  return Math.abs(euros) <= MAX_STORED_EUROS;
}

/** Whether a text holds U+0000, which PostgreSQL text refuses. */
export function hasNul(text: string | null | undefined): boolean {
  return text != null && text.includes('\u0000');
}
